import ViewlabModel

/// A transition as the learner wrote it in `.transition(…)` (environment-animation.md §3.6):
/// what an inserted view animates in from, and a removed one out to.
public indirect enum TransitionSpec: Equatable, Sendable, CustomStringConvertible {
    case opacity, identity, slide
    /// `.scale`, `.scale(scale: 0.5)`: from this scale to 1 (≈0 by default).
    case scale(Double)
    /// `.move(edge: .leading)`: offset by the view's own size towards that edge.
    case move(Edge)
    case asymmetric(insertion: TransitionSpec, removal: TransitionSpec)
    case combined(TransitionSpec, TransitionSpec)
    /// `.modifier(active:identity:)`: a learner's modifiers; shown by name, drawn at the identity frame.
    case custom(String)

    public enum Edge: String, Sendable { case leading, trailing, top, bottom }

    public var description: String {
        switch self {
        case .opacity: ".opacity"
        case .identity: ".identity"
        case .slide: ".slide"
        case .scale(let s): s == 0 ? ".scale" : ".scale(scale: \(formatNumber(s)))"
        case .move(let edge): ".move(edge: .\(edge.rawValue))"
        case .asymmetric(let i, let r): ".asymmetric(insertion: \(i), removal: \(r))"
        case .combined(let a, let b): "\(a).combined(with: \(b))"
        case .custom(let text): text
        }
    }

    /// Where a view is drawn and how opaque, `amount` of the way to the transition's active state
    /// (1 at the start of an insertion and at the end of a removal). `frame` is the node's frame,
    /// `bounds` the frame of the view the transition modifies (moves and scales are relative to it).
    func apply(_ amount: Double, inserting: Bool, frame: Rect, bounds: Rect) -> (frame: Rect, opacity: Double) {
        switch self {
        case .opacity: return (frame, 1 - amount)
        case .identity, .custom: return (frame, 1)
        case .slide: return TransitionSpec.move(inserting ? .leading : .trailing).apply(amount, inserting: inserting, frame: frame, bounds: bounds)
        case .scale(let s):
            // OpenSwiftUI scales to 1e-5 rather than 0 (§3.6); at two decimals they print alike.
            let k = 1 + (max(s, 1e-5) - 1) * amount
            let cx = bounds.minX + bounds.size.width / 2, cy = bounds.minY + bounds.size.height / 2
            return (Rect(x: cx + (frame.minX - cx) * k, y: cy + (frame.minY - cy) * k,
                         width: frame.size.width * k, height: frame.size.height * k), 1)
        case .move(let edge):
            let (dx, dy): (Double, Double) = switch edge {
            case .leading: (-bounds.size.width, 0)
            case .trailing: (bounds.size.width, 0)
            case .top: (0, -bounds.size.height)
            case .bottom: (0, bounds.size.height)
            }
            return (Rect(x: frame.minX + dx * amount, y: frame.minY + dy * amount, width: frame.size.width, height: frame.size.height), 1)
        case .asymmetric(let insertion, let removal):
            return (inserting ? insertion : removal).apply(amount, inserting: inserting, frame: frame, bounds: bounds)
        case .combined(let a, let b):
            let first = a.apply(amount, inserting: inserting, frame: frame, bounds: bounds)
            let second = b.apply(amount, inserting: inserting, frame: first.frame, bounds: bounds)
            return (second.frame, first.opacity * second.opacity)
        }
    }

    /// Parses the argument of `.transition(…)` as viewlab prints it in a layout label.
    public static func parse(_ text: String) -> TransitionSpec? {
        var scanner = Scanner(Array(text.filter { !$0.isWhitespace }))
        guard let spec = scanner.transition(), scanner.atEnd else { return nil }
        return spec
    }

    private struct Scanner {
        var chars: [Character]
        var i = 0
        init(_ chars: [Character]) { self.chars = chars }
        var atEnd: Bool { i == chars.count }

        mutating func take(_ s: String) -> Bool {
            let c = Array(s)
            guard i + c.count <= chars.count, Array(chars[i..<i + c.count]) == c else { return false }
            i += c.count
            return true
        }

        /// `(`…`)` with balanced parentheses, as text.
        mutating func group() -> String? {
            guard i < chars.count, chars[i] == "(" else { return nil }
            var depth = 0, j = i
            repeat {
                if chars[j] == "(" { depth += 1 } else if chars[j] == ")" { depth -= 1 }
                j += 1
            } while depth > 0 && j < chars.count
            guard depth == 0 else { return nil }
            defer { i = j }
            return String(chars[i + 1..<j - 1])
        }

        mutating func transition() -> TransitionSpec? {
            _ = take("AnyTransition")
            var spec: TransitionSpec
            // iOS 17's `AsymmetricTransition(insertion:removal:)` is `.asymmetric(insertion:removal:)`.
            let isStruct = take("AsymmetricTransition(insertion:")
            guard isStruct || take(".") else { return nil }
            if isStruct {
                guard let insertion = transition(), take(",removal:"), let removal = transition(), take(")") else { return nil }
                spec = .asymmetric(insertion: insertion, removal: removal)
            } else if take("opacity") { spec = .opacity }
            else if take("identity") { spec = .identity }
            else if take("slide") { spec = .slide }
            else if take("scale") {
                spec = .scale(0)
                if let args = group() {
                    guard let s = Double(args.replacingOccurrences(of: "scale:", with: "")) else { return nil }
                    spec = .scale(s)
                }
            } else if take("move(edge:.") {
                guard let edge = ["leading", "trailing", "top", "bottom"].first(where: { take($0) }), take(")") else { return nil }
                spec = .move(Edge(rawValue: edge)!)
            } else if take("asymmetric(insertion:") {
                guard let insertion = transition(), take(",removal:"), let removal = transition(), take(")") else { return nil }
                spec = .asymmetric(insertion: insertion, removal: removal)
            } else if take("modifier") {
                guard let args = group() else { return nil }
                spec = .custom(".modifier(\(args))")
            } else { return nil }
            while take(".combined(with:") {
                guard let other = transition(), take(")") else { return nil }
                spec = .combined(spec, other)
            }
            return spec
        }
    }
}
