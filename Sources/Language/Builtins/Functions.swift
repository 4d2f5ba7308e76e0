import Foundation
import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// Swift's free functions that SwiftUI code uses.
    package func builtinFunction(_ name: String) -> Callable? {
        let body: (([Argument]) throws -> Value)?
        switch name {
        case "print", "debugPrint":
            body = { [unowned self] args in
                let separator = args.first { $0.label == "separator" }.flatMap { if case .string(let s) = $0.value { s } else { nil } } ?? " "
                let terminator = args.first { $0.label == "terminator" }.flatMap { if case .string(let s) = $0.value { s } else { nil } } ?? "\n"
                let items = args.filter { $0.label == nil }.map { self.describe($0.value.unboxedForRead, quoted: name == "debugPrint") }
                self.emit(items.joined(separator: separator) + terminator)
                return .void
            }
        case "dump":
            // Writes the value's tree and returns the value.
            body = { [unowned self] args in
                guard let v = args.first(where: { $0.label == nil })?.value else { return .void }
                self.emit(self.dumped(v))
                return v
            }
        case "type":
            body = { [unowned self] args in
                guard let v = args.first?.value else { return .void }
                return .metatype(self.typeName(of: v.unboxedForRead))
            }
        case "_viewlabCharacterSetContains":
            // The CharacterSet prelude's `contains(_:)` (CharacterSetPrelude.swift): a character is in the
            // set when all its scalars are.
            body = { [unowned self] args in
                let set = Value.instance(Instance(typeName: "CharacterSet", fields: [("name", args[0].value), ("characters", args[1].value),
                                                                                     ("isInverted", args[2].value)]))
                guard let characters = self.characterSet(of: set), case .string(let c) = args[3].value.unboxed else { return .bool(false) }
                return .bool(!c.isEmpty && c.unicodeScalars.allSatisfy(characters.contains))
            }
        case "_viewlabSecondsSinceStart":
            // The Prelude's `Date.viewlabNow` (Prelude.swift): the clock a TimelineView sets.
            body = { [unowned self] _ in .double(self.secondsSinceStart) }
        case "_viewlabDateFields":
            // The prelude's Calendar (FoundationPrelude.swift): a date's UTC fields, its weekday
            // counted from Sunday = 1 as Foundation's, and its month's length.
            body = { args in
                let d = CalendarDate(timeIntervalSinceReferenceDate: number(args[0].value) ?? 0)
                return .array([d.year, d.month, d.day, d.hour, d.minute, d.second, d.weekday + 1, d.daysInMonth].map { .int($0) })
            }
        case "_viewlabDateInterval":
            body = { args in
                let f = args.map { number($0.value).map { Int($0) } ?? 0 }
                guard f.count == 6 else { return .double(0) }
                return .double(CalendarDate.interval(year: f[0], month: f[1], day: f[2], hour: f[3], minute: f[4], second: f[5]))
            }
        case "_viewlabFormatDate":
            // The prelude's DateFormatter: its pattern when it has one, else its styles.
            body = { args in
                let d = CalendarDate(timeIntervalSinceReferenceDate: number(args[0].value) ?? 0)
                let text = args.dropFirst().map { if case .string(let s) = $0.value.unboxed { s } else { "" } }
                guard text.count == 3 else { return .string("") }
                return .string(text[2].isEmpty ? d.styled(date: text[0], time: text[1]) : d.formatted(text[2]))
            }
        case "_viewlabParseDate":
            body = { args in
                let text = args.map { if case .string(let s) = $0.value.unboxed { s } else { "" } }
                guard text.count == 2, let t = CalendarDate.parse(text[0], pattern: text[1]) else { return .nilValue }
                return .double(t)
            }
        case "_viewlabHSB":
            // The Prelude's `UIColor(hue:saturation:brightness:alpha:)`, converted as SwiftUI's Color is (RGBA).
            body = { args in
                let c = RGBA(hue: number(args[0].value) ?? 0, saturation: number(args[1].value) ?? 0, brightness: number(args[2].value) ?? 0)
                return .array([.double(c.red), .double(c.green), .double(c.blue)])
            }
        case "_viewlabIdealSize":
            // The Prelude's `ImageRenderer.uiImage` (SpriteKitPrelude.swift).
            body = { [unowned self] args in try self.library.renderedSize(self, args) }
        case "min", "max":
            body = { [unowned self] args in
                let values = args.count == 1 ? (try self.elements(of: args[0].value, at: self.callSite(args))) : args.map(\.value)
                guard var best = values.first else { throw self.error(.needsAValue, name, at: self.callSite(args)) }
                for v in values.dropFirst() {
                    let less = try self.truth(self.binary("<", v, best, at: self.callSite(args)), at: self.callSite(args))
                    if name == "min" ? less : !less && !valuesEqual(v, best) { best = v }
                }
                return self.promoteIfMixed(best, values)
            }
        case "abs":
            body = { [unowned self] args in
                switch args.first?.value.unboxed {
                case .int(let i)?:
                    if i == .min { throw self.error(.overflow, at: self.callSite(args)) }
                    return .int(Swift.abs(i))
                case .double(let d)?: return .double(Swift.abs(d))
                default: throw self.error(.absNeedsNumber, at: self.callSite(args))
                }
            }
        case _ where Interpreter.mathFunctions1[name] != nil:
            let f = Interpreter.mathFunctions1[name]!
            body = { [unowned self] args in
                guard args.count == 1, let x = number(args[0].value) else { throw self.error(.needsOneNumber, name, at: self.callSite(args)) }
                return .double(f(x))
            }
        case _ where Interpreter.mathFunctions2[name] != nil:
            let f = Interpreter.mathFunctions2[name]!
            body = { [unowned self] args in
                guard args.count == 2, let a = number(args[0].value), let b = number(args[1].value) else {
                    throw self.error(.needsTwoNumbers, name, at: self.callSite(args))
                }
                return .double(f(a, b))
            }
        case "zip":
            body = { [unowned self] args in
                guard args.count == 2 else { throw self.error(.zipArguments, at: self.callSite(args)) }
                // `zip(names, 1...)`: a range with no end counts as far as the other sequence goes.
                func counted(_ v: Value, along other: Value) throws -> [Value] {
                    if case .range(.int(let lo), let upper, _) = v.unboxed, upper.isNil, !self.isEndless(other) {
                        return try self.elements(of: .range(lower: .int(lo), upper: .int(lo + self.elements(of: other, at: self.callSite(args)).count), closed: false), at: self.callSite(args))
                    }
                    return try self.elements(of: v, at: self.callSite(args))
                }
                let a = try counted(args[0].value, along: args[1].value), b = try counted(args[1].value, along: args[0].value)
                return .array(zip(a, b).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) })
            }
        case "stride":
            body = { [unowned self] args in
                guard args.count == 3, let from = number(args[0].value), let end = number(args[1].value), let by = number(args[2].value), by != 0 else {
                    throw self.error(.strideArguments, at: self.callSite(args))
                }
                let through = args[1].label == "through"
                let allInts = args.allSatisfy { if case .int = $0.value.unboxed { true } else { false } }
                var out: [Value] = []
                var x = from
                while by > 0 ? (through ? x <= end : x < end) : (through ? x >= end : x > end) {
                    out.append(allInts ? .int(Int(x)) : .double(x))
                    // Swift steps a floating-point stride by a fused multiply-add from the start
                    // (`addingProduct`), not by adding (no error piles up): `stride(from: 0.0, to:
                    // 1.0, by: 0.1)` ends at 0.9, ten elements.
                    x = from.addingProduct(Double(out.count), by)
                    if out.count > self.budget.maxSteps { throw self.error(.strideTooLong, at: self.callSite(args)) }
                    if out.count == out.capacity { try self.budget.elements(self, 2 * out.count, of: .array, at: self.callSite(args)) }
                }
                return .array(out)
            }
        case "withAnimation", "withTransaction":
            body = { [unowned self] args in
                // `withAnimation(_:_:completion:)` (iOS 17): the body is the last closure without a label.
                guard let f = args.last(where: { $0.label == nil || $0.label == "body" }), case .function(let closure) = f.value else { return .void }
                let completion = args.first { $0.label == "completion" }.flatMap { if case .function(let c) = $0.value { c } else { nil } }
                guard let boundary = self.context.transactionBoundary else {
                    let result = try self.call(closure, [], at: self.callSite(args))
                    if let completion { _ = try self.call(completion, [], at: self.callSite(args)) }
                    return result
                }
                // The update cycle runs the writes made before this one as their own transaction (research §2.2).
                let given = args.first { if case .function = $0.value { false } else { $0.label == nil } }.map { self.transaction($0.value) }
                try boundary(.begin(animation: given.map(\.animation) ?? (name == "withAnimation" ? TransactionAnimation.default : nil),
                                    disablesAnimations: given?.disablesAnimations ?? false))
                let result = try self.call(closure, [], at: self.callSite(args))
                let site = self.callSite(args)
                try boundary(.end(completion: completion.map { c in { [unowned self] in _ = try self.call(c, [], at: site) } }))
                return result
            }
        case "fatalError", "preconditionFailure":
            body = { [unowned self] args in
                if let first = args.first { throw self.error(.fatalErrorCalled, name, self.describe(first.value), at: self.callSite(args)) }
                // Without a message, "fatal error" is English in either language: it stays out of the catalogue for now.
                throw self.error(.fatalErrorWithoutMessage, name, at: self.callSite(args))
            }
        case "precondition", "assert":
            body = { [unowned self] args in
                if case .bool(false)? = args.first?.value.unboxed {
                    let message = args.dropFirst().first.map { self.describe($0.value) } ?? "failed"
                    throw self.error(.assertionFailed, name, message, at: self.callSite(args))
                }
                return .void
            }
        default:
            body = nil
        }
        return body.map { Callable(name: name, kind: .builtin($0)) }
    }

    /// The math functions of one Double, by name: the built-ins' and the numeric tier's.
    package static let mathFunctions1: [String: @Sendable (Double) -> Double] = [
        "sqrt": { Foundation.sqrt($0) }, "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) },
        "tan": { Foundation.tan($0) }, "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) },
        "atan": { Foundation.atan($0) }, "floor": { Foundation.floor($0) }, "ceil": { Foundation.ceil($0) },
        "round": { Foundation.round($0) }, "exp": { Foundation.exp($0) }, "log": { Foundation.log($0) },
        "log2": { Foundation.log2($0) }, "log10": { Foundation.log10($0) }, "cbrt": { Foundation.cbrt($0) },
        "trunc": { Foundation.trunc($0) },
    ]

    /// The math functions of two Doubles, by name.
    package static let mathFunctions2: [String: @Sendable (Double, Double) -> Double] = [
        "atan2": { Foundation.atan2($0, $1) }, "pow": { Foundation.pow($0, $1) },
        "hypot": { Foundation.hypot($0, $1) }, "fmod": { Foundation.fmod($0, $1) },
    ]

    /// `min(1, 2.5)` is a Double in Swift: the literal becomes one.
    private func promoteIfMixed(_ best: Value, _ values: [Value]) -> Value {
        if case .int(let i) = best.unboxed, values.contains(where: { if case .double = $0.unboxed { true } else { false } }) {
            return .double(Double(i))
        }
        return best
    }

    /// Where a built-in was called, for its error messages.
    package func callSite(_ args: [Argument]) -> Syntax { currentNode }

    /// Types viewlab knows without a declaration.
    package func isBuiltinTypeName(_ name: String) -> Bool {
        Interpreter.builtinTypeNames.contains(name) || library.isView(name) || library.isLayout(name)
    }

    package static let builtinTypeNames: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "Character", "UnicodeScalar", "Unicode.Scalar", "Array", "Dictionary", "Set", "Optional",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        // `_VariadicView.Tree` is built by name (VariadicViews.swift); `_VariadicView` only names it.
        "_VariadicView",
        "TimeInterval", "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Angle", "UnitPoint",
        "Edge", "Axis", "Animation", "GridItem", "ContentMode", "Binding", "State", "Transaction", "AnyTransition",
        "ViewDimensions", "EnvironmentValues", "EdgeInsets", "GeometryProxy", "StateObject", "Published", "ShapeStyle", "Material", "HierarchicalShapeStyle", "UUID",
        "Bindable", "AsymmetricTransition", "KeyframeTrack", "LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe",
        "Spring", "ViewSpacing", "Path", "StrokeStyle", "FillStyle", "Gradient", "ModifiedContent",
        "GraphicsContext", "GraphicsContext.Shading", "GraphicsContext.Filter", "GraphicsContext.BlendMode", "CGAffineTransform",
        "MemoryLayout", "UTF8", "Unicode", "Unicode.UTF8", "Date.FormatStyle",
    ]

    /// `@Environment(\.dismiss)` where nothing is presented: does nothing, and is the same action each time it is read.
    private var noDismiss: Callable { Self.noDismiss }
    nonisolated(unsafe) private static let noDismiss = Callable(name: "dismiss", kind: .builtin { _ in .void })

    package func builtinEnvironmentDefault(_ key: String) -> Value {
        switch key {
        case "colorScheme": .implicitMember("light", nil)
        case "font", "lineLimit": .nilValue
        case "isEnabled": .bool(true)
        case "accessibilityReduceMotion", "accessibilityVoiceOverEnabled", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityReduceTransparency", "accessibilityShowButtonShapes",
             "isSearching", "isPresented", "isFocused", "isScrollEnabled": .bool(false)
        // Not in edit mode: a List with no EditButton has no edit mode binding.
        case "editMode": .nilValue
        case "colorSchemeContrast": .implicitMember("standard", nil)
        case "scenePhase": .implicitMember("active", nil)
        case "dismiss": .function(noDismiss)
        case "dynamicTypeSize": .enumCase(EnumCase(typeName: "DynamicTypeSize", name: "large", associated: []))
        // An iPhone in portrait: compact across, regular up and down (Apple's size classes).
        case "horizontalSizeClass": .implicitMember("compact", nil)
        case "verticalSizeClass": .implicitMember("regular", nil)
        case "layoutDirection": .implicitMember("leftToRight", nil)
        case "locale": .instance(Instance(typeName: "Locale", fields: [("identifier", .string("en_US"))]))
        case "multilineTextAlignment": .implicitMember("leading", nil)
        case "truncationMode": .implicitMember("tail", nil)
        case "minimumScaleFactor": .double(1)
        // An iPhone's screen: 3 pixels a point (Pro SwiftUI L3749–3753 names the iPhone 14).
        case "displayScale": .double(3)
        case "pixelLength": .double(1.0 / 3)
        default: .unknown("\\." + key)
        }
    }
}
