import ViewlabModel

/// Parses a CURVE expression of the command-line contract (cli-contract.md `animate`) into an
/// `Animation`: `.easeIn`, `.linear(duration: 1)`, `.spring(response: 0.5, dampingFraction: 0.7)`,
/// `.bouncy.delay(0.2).speed(2)`, `Animation.default`, ...
///
/// A hand-rolled recursive-descent parser, because the grammar is tiny and this layer must not
/// depend on swift-syntax:
///
///     expression := ["Animation"] "." call ("." call)*
///     call       := name ["(" [argument ("," argument)*] ")"]
///     argument   := [name ":"] (number | "true" | "false" | "." name)
///
/// Values are checked against SwiftUI's preconditions (durations ≥ 0, response > 0, finite
/// numbers, ...) so that a table is never computed from nonsense; every error carries the
/// offset of the token at fault.
public struct CurveParser {
    public var platform: Platform
    public var springs: SpringMethod

    public init(platform: Platform = .default, springs: SpringMethod = .closedForm) {
        self.platform = platform; self.springs = springs
    }

    public func parse(_ text: String) throws(CurveParseError) -> Animation {
        var scanner = Scanner(text: text)
        scanner.skipSpace()
        if scanner.peekWord() == "Animation" { _ = scanner.word() }
        guard scanner.take(".") else {
            throw scanner.error(scanner.atEnd ? .emptyAnimation : .startsWithDot)
        }
        var animation = try base(scanner.call(), scanner)
        while !scanner.atEnd {
            guard scanner.take(".") else { throw scanner.error(.dotBeforeModifier) }
            animation = try modify(animation, scanner.call(), scanner)
        }
        return springs == .fluid ? animation.integratedFluidly() : animation
    }

    /// The animation a learner's code built. Its calls are checked as a typed CURVE would be;
    /// an error's caret points into the expression as `description` spells it.
    public func animation(_ expression: AnimationExpression) throws(CurveParseError) -> Animation {
        let scanner = Scanner(text: expression.description)
        var calls: [Call] = []
        var offset = 0
        for call in expression.calls {
            offset += 1
            var arguments: [Call.Argument] = []
            var argumentOffset = offset + call.name.count + 1
            for a in call.arguments ?? [] {
                let valueOffset = argumentOffset + (a.label.map { $0.count + 2 } ?? 0)
                let value: Call.Literal = switch a.value {
                case .number(let n): .number(n)
                case .bool(let b): .bool(b)
                }
                arguments.append(Call.Argument(label: a.label, labelOffset: argumentOffset, value: value, offset: valueOffset))
                argumentOffset += a.source.count + 2  // past ", "
            }
            calls.append(Call(name: call.name, offset: offset, source: call.source, arguments: arguments))
            offset += call.source.count
        }
        guard let first = calls.first else { throw scanner.error(.emptyAnimation) }
        var animation = try base(first, scanner)
        for call in calls.dropFirst() { animation = try modify(animation, call, scanner) }
        return springs == .fluid ? animation.integratedFluidly() : animation
    }

    /// Every base name the parser knows, for "did you mean".
    public static let baseNames = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "interpolatingSpring",
                                   "interactiveSpring", "smooth", "snappy", "bouncy", "default"]
    public static let modifierNames = ["delay", "speed", "repeatCount", "repeatForever"]

    // MARK: Bases

    private func base(_ call: Call, _ scanner: Scanner) throws(CurveParseError) -> Animation {
        let spelling = "." + call.source
        switch call.name {
        case "linear", "easeIn", "easeOut", "easeInOut":
            let curve: UnitCurve = switch call.name {
            case "linear": .linear
            case "easeIn": .easeIn
            case "easeOut": .easeOut
            default: .easeInOut
            }
            let a = try call.bind([[.init("duration", Animation.defaultCurveDuration)]], scanner)
            return .timingCurve(curve, duration: try a.nonNegative("duration"), spelling: spelling)
        case "timingCurve":
            let a = try call.bind([[.init(nil), .init(nil), .init(nil), .init(nil), .init("duration", Animation.defaultCurveDuration)]], scanner)
            let x1 = try a.inRange(0, 0...1, .firstControlPointX), x2 = try a.inRange(2, 0...1, .secondControlPointX)
            return .timingCurve(UnitCurve(x1, try a.finite(1), x2, try a.finite(3)), duration: try a.nonNegative("duration"), spelling: spelling)
        case "spring":
            let a = try call.bind([
                [.init("response", platform.defaultSpringResponse), .init("dampingFraction", 0.825), .init("blendDuration", 0)],
                [.init("duration", 0.5), .init("bounce", 0), .init("blendDuration", 0)],
            ], scanner)
            if a.has("duration") || a.has("bounce") {
                return .spring(duration: try a.positive("duration"), bounce: try a.bounce("bounce"),
                               blendDuration: try a.nonNegative("blendDuration"), spelling: spelling)
            }
            return .spring(response: try a.positive("response"), dampingFraction: try a.nonNegative("dampingFraction"),
                           blendDuration: try a.nonNegative("blendDuration"), spelling: spelling)
        case "interpolatingSpring":
            // The argument-less form is iOS 17's `interpolatingSpring` = duration 0.5, bounce 0.
            let a = try call.bind([
                [.init("mass", 1), .init("stiffness"), .init("damping"), .init("initialVelocity", 0)],
                [.init("duration", 0.5), .init("bounce", 0), .init("initialVelocity", 0)],
            ], scanner)
            if a.has("stiffness") {
                return .interpolatingSpring(mass: try a.positive("mass"), stiffness: try a.positive("stiffness"), damping: try a.nonNegative("damping"),
                                            initialVelocity: try a.finite("initialVelocity"), spelling: spelling)
            }
            let spring = Spring(duration: try a.positive("duration"), bounce: try a.bounce("bounce"))
            return .interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                        initialVelocity: try a.finite("initialVelocity"), spelling: spelling)
        case "interactiveSpring":
            let a = try call.bind([[.init("response", 0.15), .init("dampingFraction", 0.86), .init("blendDuration", 0.25)]], scanner)
            return .spring(response: try a.positive("response"), dampingFraction: try a.nonNegative("dampingFraction"),
                           blendDuration: try a.nonNegative("blendDuration"), spelling: spelling)
        case "smooth", "snappy", "bouncy":
            let a = try call.bind([[.init("duration", 0.5), .init("extraBounce", 0)]], scanner)
            let duration = try a.positive("duration"), extra = try a.finite("extraBounce")
            var animation: Animation = switch call.name {
            case "smooth": .smooth(duration: duration, extraBounce: extra)
            case "snappy": .snappy(duration: duration, extraBounce: extra)
            default: .bouncy(duration: duration, extraBounce: extra)
            }
            guard let zeta = animation.spring?.dampingRatio, zeta >= 0 else {
                throw scanner.error(.extraBounceTooLarge, at: call.offset)
            }
            animation.spelling = spelling
            return animation
        case "default":
            _ = try call.bind([[]], scanner)
            return .default(on: platform)
        default:
            throw scanner.error(.unknownAnimation, call.name, Self.suggestion(call.name, Self.baseNames), at: call.offset)
        }
    }

    // MARK: Modifiers

    private func modify(_ animation: Animation, _ call: Call, _ scanner: Scanner) throws(CurveParseError) -> Animation {
        var result: Animation
        switch call.name {
        case "delay":
            result = animation.delay(try call.bind([[.init(nil)]], scanner).nonNegative(0))
        case "speed":
            result = animation.speed(try call.bind([[.init(nil)]], scanner).positive(0))
        case "repeatCount":
            let a = try call.bind([[.init(nil), .init("autoreverses", 1)]], scanner)
            result = animation.repeatCount(try a.count(0), autoreverses: try a.flag("autoreverses"))
        case "repeatForever":
            result = animation.repeatForever(autoreverses: try call.bind([[.init("autoreverses", 1)]], scanner).flag("autoreverses"))
        default:
            throw scanner.error(.unknownModifier, call.name, Self.suggestion(call.name, Self.modifierNames), at: call.offset)
        }
        result.spelling = animation.spelling + "." + call.source
        return result
    }

    /// `; did you mean '.x'?` for the closest candidate (edit distance ≤ 3, ignoring case), else
    /// the list of candidates.
    static func suggestion(_ name: String, _ candidates: [String], spell: (String) -> String = { "." + $0 }) -> Bilingual {
        let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 3 else {
            return Message.expectedOneOf.filled([candidates.map(spell).joined(separator: ", ")])
        }
        return Message.didYouMean.filled([spell(best.0)])
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
