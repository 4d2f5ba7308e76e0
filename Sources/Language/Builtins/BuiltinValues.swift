import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// The ranges of the sized integers (their `min` and `max`); a UInt64 above `Int.max` is beyond viewlab's Int.
    package static let sizedIntegerRanges: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max), "Int32": Int(Int32.min)...Int(Int32.max),
        "Int64": Int.min...Int.max, "UInt": 0...Int.max, "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max),
        "UInt32": 0...Int(UInt32.max), "UInt64": 0...Int.max,
    ]

    /// Initializers of Swift's and SwiftUI's value types: `Double(x)`, `String(x)`, `Angle(degrees:)`,
    /// `GridItem(.flexible())`, `HorizontalAlignment(MenuAlignment.self)`, `State(initialValue:)`.
    package func constructBuiltinValue(_ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        let first = args.first?.value.unboxed
        // `UInt64("ff", radix: 16)`, `UInt8(200)`: a sized integer is an Int in range of its type
        // (a number out of range is Swift's trap, text out of range nil).
        // Only `Int…` and `UInt…` names can be sized integers: most constructions hash no name here.
        if name.utf8.first == UInt8(ascii: "I") || name.utf8.first == UInt8(ascii: "U"), let range = Self.sizedIntegerRanges[name] {
            let made = try constructBuiltinValue("Int", args, at: node)
            guard case .int(let i)? = made else { return made }
            if range.contains(i) { return made }
            if case .string? = first { return .nilValue }
            throw error(.notEnoughBits, at: node)
        }
        switch name {
        case "Int":
            switch first {
            case .int?: return first
            // `Int(exactly: 2.5)` is nil: only a whole number in range converts.
            case .double(let d)? where args.first?.label == "exactly": return Int(exactly: d).map { .int($0) } ?? .nilValue
            case .double(let d)?:
                guard d.isFinite, d > Double(Int.min), d < Double(Int.max) else {
                    throw error(.notConvertibleToInt, d, at: node)
                }
                return .int(Int(d))
            case .string(let s)?:
                // `Int("ff", radix: 16)`.
                if args.count == 2, args[1].label == "radix", case .int(let radix) = args[1].value.unboxed, (2...36).contains(radix) {
                    return Int(s, radix: radix).map { .int($0) } ?? .nilValue
                }
                return Int(s).map { .int($0) } ?? .nilValue
            case .bool(let b)?: return .int(b ? 1 : 0)
            // `Int()` is 0.
            case nil where args.isEmpty: return .int(0)
            default: break
            }
        case "Double", "CGFloat", "Float", "TimeInterval":
            switch first {
            case .int(let i)?: return .double(Double(i))
            case .double?: return first
            case .string(let s)?: return Double(s).map { .double($0) } ?? .nilValue
            case nil: return .double(0)
            default: break
            }
        case "String":
            // Read in place: `args.first` copies the argument out at each use.
            let firstLabel = args.isEmpty ? nil : args[0].label
            // `String(i % 10)`, the commonest, first: an Int describes itself.
            if args.count == 1, firstLabel == nil, case .int(let n)? = first { return .string(String(n)) }
            if firstLabel == "repeating" {
                guard args.count == 2, case .int(let n) = args[1].value.unboxed, n >= 0 else {
                    throw error(.negativeRepeatCount, "String", at: node)
                }
                let unit = describe(args[0].value)
                let (bytes, overflow) = unit.utf8.count.multipliedReportingOverflow(by: n)
                try budget.string(self, bytes: overflow ? .max : bytes, at: node)
                return .string(String(repeating: unit, count: n))
            }
            // `String(255, radix: 16)` is "ff"; `uppercase: true` "FF".
            if args.count >= 2, args[1].label == "radix", case .int(let n)? = first, case .int(let radix) = args[1].value.unboxed, (2...36).contains(radix) {
                let upper = args.count > 2 && args[2].label == "uppercase" && { if case .bool(true) = args[2].value.unboxed { true } else { false } }()
                return .string(String(n, radix: radix, uppercase: upper))
            }
            // `String(decoding: bytes, as: UTF8.self)`: the bytes read as UTF-8; a bad sequence reads
            // as U+FFFD, as Swift's does.
            if args.count == 2, args[0].label == "decoding", args[1].label == "as" {
                let bytes = try elements(of: args[0].value, at: node).map { item -> UInt8 in
                    guard case .int(let i) = item.unboxed, let byte = UInt8(exactly: i) else { throw error(.notAByte, describe(item), at: node) }
                    return byte
                }
                return .string(String(decoding: bytes, as: UTF8.self))
            }
            if firstLabel == "format", case .string(let format)? = first {
                // `String(format:locale:_:)`: viewlab formats in en_US whatever the locale.
                return .string(try formatted(format, args.dropFirst().filter { $0.label != "locale" }.map(\.value), at: node))
            }
            // `String("hello".sorted())`: a sequence of Characters (one-character strings here) joined.
            if args.count == 1, args[0].label == nil, case .array(let items)? = first,
               items.allSatisfy({ if case .string(let c) = $0.unboxed { c.count == 1 } else { false } }) {
                return .string(items.map { describe($0) }.joined())
            }
            // `String(reflecting:)` is the value's debug description (`"hi"` quoted).
            return .string(first.map { describe($0, quoted: firstLabel == "reflecting") } ?? "")
        case "Date.FormatStyle":
            // `Date.FormatStyle(date: .numeric, time: .omitted)`: what `formatted(date:time:)` writes;
            // `Date.FormatStyle()` is `.dateTime`.
            let labels = args.map(\.label)
            guard labels.allSatisfy({ $0 == "date" || $0 == "time" }) else { break }
            var style = FormatStyle(kind: .dateTime, source: "Date.FormatStyle(\(args.map { "\($0.label!): \($0.syntax?.trimmedDescription ?? describe($0.value))" }.joined(separator: ", ")))")
            if !args.isEmpty { style.dateAndTimeStyles = args }
            return .swiftUI(.formatStyle(style))
        case "Optional":
            // `Optional("ft")`: the value, present (an Optional holds it as itself here).
            if args.count == 1, args[0].label == nil { return args[0].value }
        case "Character":
            // A Character is a one-character String in viewlab.
            if case .string(let s)? = first, s.count == 1 { return first! }
        case "UnicodeScalar", "Unicode.Scalar":
            // A scalar is a one-character String too: `UnicodeScalar(65)` is "A", nil for a number
            // that is no scalar (the initializers of UInt32 and Int are failable, UInt8's is not).
            if args.count == 1, args[0].label == nil, case .int(let n)? = first {
                return UInt32(exactly: n).flatMap(Unicode.Scalar.init).map { .string(String($0)) } ?? .nilValue
            }
            if args.count == 1, args[0].label == nil, case .string(let s)? = first, s.unicodeScalars.count == 1 { return first! }
        case "Bool":
            // `Bool()` is false.
            if args.isEmpty { return .bool(false) }
            if case .string(let s)? = first { return Bool(s).map { .bool($0) } ?? .nilValue }
            return first
        case "Dictionary":
            // `Dictionary(grouping:by:)`: the elements under the key the closure gives each, in order.
            if args.count == 2, args[0].label == "grouping", args[1].label == "by" || args[1].isTrailingClosure {
                var groups = DictionaryValue()
                for item in try elements(of: args[0].value, at: node) {
                    let key = try invoke(args[1].value, item, at: node)
                    guard case .array(var members) = groups[key] ?? .array([]) else { continue }
                    members.append(item)
                    groups[key] = .array(members)
                }
                return .dictionary(groups)
            }
            // `Dictionary(uniqueKeysWithValues:)`: key–value pairs.
            if args.count == 1, args[0].label == "uniqueKeysWithValues" {
                var d = DictionaryValue()
                for pair in try elements(of: args[0].value, at: node) {
                    guard case .tuple(let t) = pair.unboxed, t.count == 2 else { continue }
                    d[t[0].value] = t[1].value
                }
                return .dictionary(d)
            }
            // `Dictionary(pairs, uniquingKeysWith: { first, _ in first })`: a repeated key's values combined.
            if args.count == 2, args[0].label == nil, args[1].label == "uniquingKeysWith" || args[1].isTrailingClosure {
                var d = DictionaryValue()
                for pair in try elements(of: args[0].value, at: node) {
                    guard case .tuple(let t) = pair.unboxed, t.count == 2 else { continue }
                    d[t[0].value] = try d[t[0].value].map { try invoke(args[1].value, $0, t[1].value, at: node) } ?? t[1].value
                }
                return .dictionary(d)
            }
            if args.isEmpty { return .dictionary(DictionaryValue()) }
        case "Array", "Set":
            if args.first?.label == "repeating" {
                guard args.count == 2, case .int(let n) = args[1].value.unboxed, n >= 0 else {
                    throw error(.negativeRepeatCount, "Array", at: node)
                }
                try budget.elements(self, n, of: .array, at: node)
                return .array(Array(repeating: args[0].value, count: n))
            }
            guard let first else { return .array([]) }
            let items = try elements(of: first, at: node)
            if name == "Set" {
                var members = ValueMembership()
                return .array(items.filter { members.insert($0, valuesEqual) })
            }
            return .array(items)
        case "Angle":
            if let d = args.first(where: { $0.label == "degrees" }).flatMap({ toDouble($0.value) }) { return .swiftUI(.angle(Angle(degrees: d))) }
            if let r = args.first(where: { $0.label == "radians" }).flatMap({ toDouble($0.value) }) { return .swiftUI(.angle(Angle(radians: r))) }
            return .swiftUI(.angle(Angle(radians: 0)))
        case "UnitPoint":
            return .swiftUI(.unitPoint(UnitPoint(x: args.first { $0.label == "x" }.flatMap { toDouble($0.value) } ?? 0,
                                                 y: args.first { $0.label == "y" }.flatMap { toDouble($0.value) } ?? 0)))
        case "Alignment":
            guard let h = args.first(where: { $0.label == "horizontal" }).flatMap({ toAlignmentKey($0.value, axis: .horizontal) }),
                  let v = args.first(where: { $0.label == "vertical" }).flatMap({ toAlignmentKey($0.value, axis: .vertical) }) else {
                throw error(.alignmentArguments, at: node)
            }
            return .swiftUI(.alignment(Alignment(horizontal: h, vertical: v)))
        case "HorizontalAlignment", "VerticalAlignment":
            guard case .metatype(let idType)? = first else { throw error(.alignmentIDArgument, name, at: node) }
            return .swiftUI(.alignmentKey(.custom(customAlignment(idType, axis: name == "HorizontalAlignment" ? .horizontal : .vertical, at: node))))
        case "GridItem":
            var item = GridItem(size: .flexible(minimum: 10, maximum: .infinity))
            if let s = args.first(where: { $0.label == nil }).flatMap({ toGridSize($0.value) }) { item.size = s }
            item.spacing = args.first { $0.label == "spacing" }.flatMap { toDouble($0.value) }
            return .swiftUI(.gridItem(item))
        case "EdgeInsets":
            func f(_ l: String) -> Double { args.first { $0.label == l }.flatMap { toDouble($0.value) } ?? 0 }
            return .swiftUI(.edgeInsets(EdgeInsets(top: f("top"), leading: f("leading"), bottom: f("bottom"), trailing: f("trailing"))))
        case "State", "StateObject", "Published":
            // `StateObject(wrappedValue:)` takes an autoclosure in SwiftUI; here the value itself.
            var initial = args.first?.value.unboxed ?? .nilValue
            if case .function(let f) = initial, f.userFunction?.parameters.isEmpty == true { initial = try call(f, [], at: node) }
            return .box(Ref(initial))
        case "Binding":
            // `Binding { … } set: { … }` and `Binding(get: { … }) { … }`: a trailing closure without
            // a label fills `get:` or `set:`, in order.
            let inOrder = args.count == 2 && zip(args, ["get", "set"]).allSatisfy { $0.label == $1 || $0.label == nil && $0.isTrailingClosure }
            guard let get = inOrder ? args[0].value : args.first(where: { $0.label == "get" })?.value,
                  let set = inOrder ? args[1].value : args.first(where: { $0.label == "set" })?.value else {
                if let v = args.first?.value, case .binding = v { return v }
                throw error(.bindingArguments, at: node)
            }
            return .binding(BindingValue(get: { [unowned self] in try self.invoke(get, at: node) },
                                         set: { [unowned self] v in _ = try self.invoke(set, v, at: node) }))
        case "Bindable":
            // `Bindable(model).value`: a binding to the property of an `@Observable` object.
            guard case .object = first else { throw error(.bindableArgument, at: node) }
            let object = first!
            return .binding(BindingValue(get: { object }, set: { _ in }))
        case "AsymmetricTransition":
            // iOS 17's `Transition` spelling of `.asymmetric(insertion:removal:)`.
            guard args.map(\.label) == ["insertion", "removal"] else {
                throw error(.asymmetricTransitionArguments, at: node)
            }
            let parts = args.map { transitionTypeName($0.value) }
            let typeName = "AsymmetricTransition<\(parts[0]), \(parts[1])>"
            guard let insertion = library.transition(self, args[0].value), let removal = library.transition(self, args[1].value) else {
                return .swiftUI(.named(type: typeName, description: "AsymmetricTransition(\(argumentText(args)))"))
            }
            return .swiftUI(.transition(.asymmetric(insertion: insertion, removal: removal), typeName: typeName))
        case "ModifiedContent" where args.map(\.label) == ["content", "modifier"]:
            // `ModifiedContent(content: view, modifier: m)`: what `view.modifier(m)` makes (Pro SwiftUI L142–158).
            return .view(try library.applyModifier(self, "modifier", to: viewValue(of: args[0].value, at: node), [Argument(label: nil, value: args[1].value)], at: node))
        case "UUID":
            if args.count == 1, args[0].label == "uuidString" {
                // `UUID(uuidString:)`: nil unless 8-4-4-4-12 hexadecimal digits; `uuidString` is upper case.
                guard case .string(let text)? = first else { return .nilValue }
                let groups = text.split(separator: "-", omittingEmptySubsequences: false)
                guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return .nilValue }
                return .instance(Instance(typeName: "UUID", fields: [("uuidString", .string(text.uppercased()))]))
            }
            uuidCounter += 1
            return .instance(Instance(typeName: "UUID", fields: [("uuidString", .string("00000000-0000-0000-0000-\(String(repeating: "0", count: 12 - String(uuidCounter).count))\(uuidCounter)"))]))
        case "ViewSpacing":
            // `ViewSpacing()`: the default gap on every edge (not in source: Apple's "default spacing values").
            guard args.isEmpty else { throw error(.viewSpacingArguments, at: node) }
            return .swiftUI(.viewSpacing(.uniform(ViewSpacing.standardGap)))
        case "Font", "Animation", "Transaction", "AnyTransition", "Material":
            return .swiftUI(.named(type: name, description: "\(name)()"))
        default:
            break
        }
        return nil
    }

    /// The `Transition` type an implicit member names in iOS 17 (`.opacity` is `OpacityTransition`).
    private func transitionTypeName(_ value: Value) -> String {
        guard case .implicitMember(let name, _) = value.unboxed else { return typeName(of: value.unboxed) }
        return name.prefix(1).uppercased() + name.dropFirst() + "Transition"
    }

    /// One `CustomAlignmentID` per AlignmentID type, so guides compare equal wherever they are named.
    private func customAlignment(_ idType: String, axis: Axis, at node: Syntax) -> CustomAlignmentID {
        if let existing = customAlignments[idType] { return existing }
        let id = CustomAlignmentID(name: idType, axis: axis) { [unowned self] d in
            self.budget.restartClock()
            let v = try self.callStaticEvaluated(idType, "defaultValue", [Argument(label: "in", value: .swiftUI(.viewDimensions(d)))], at: node)
            guard let x = self.toDouble(v) else { throw self.error(.defaultValueNotNumber, at: node) }
            return x
        }
        customAlignments[idType] = id
        return id
    }
}
