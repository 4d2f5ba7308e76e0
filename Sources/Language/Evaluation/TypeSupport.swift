import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// The type name `type(of:)` prints.
    package func typeName(of value: Value) -> String {
        switch value {
        case .void: return "()"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .nilValue: return "Optional<Any>"
        case .array(let items):
            // A variadic view's elements come in SwiftUI's collection of them (VariadicViews.swift).
            if case .view(.subview(_, _, let flavor))? = items.first { return flavor.collectionTypeName }
            return "Array<\(items.first.map(typeName(of:)) ?? "Any")>"
        case .dictionary(let d): return "Dictionary<\(d.keys.first.map(typeName(of:)) ?? "AnyHashable"), \(d.values.first.map(typeName(of:)) ?? "Any")>"
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + typeName(of: $0.value) }.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed):
            if lower.isNil { return (closed ? "PartialRangeThrough<" : "PartialRangeUpTo<") + typeName(of: upper) + ">" }
            if upper.isNil { return "PartialRangeFrom<" + typeName(of: lower) + ">" }
            return (closed ? "ClosedRange<" : "Range<") + typeName(of: lower) + ">"
        case .function: return "Function"
        case .instance(let i): return genericTypeName(i.typeName, fields: i.fields)
        case .object(let o): return genericTypeName(o.typeName, fields: o.fields)
        case .enumCase(let c): return c.typeName
        case .view(let v): return v.typeName
        case .swiftUI: return swiftUITypeName(of: value) ?? "_"
        case .metatype(let t): return t + ".Type"
        case .implicitMember(let name, _): return "." + name
        case .box(let ref): return typeName(of: ref.value)
        case .binding(let b): return "Binding<\((try? b.get()).map(typeName(of:)) ?? "Any")>"
        case .keyPath: return "KeyPath"
        case .unknown: return "_"
        }
    }

    /// `Card<Text>` for `struct Card<Content: View>`, `Stack<Int>` for `struct Stack<Element>`: each
    /// generic parameter is the type a stored property's value shows where the property's declared
    /// type holds the parameter (`let content: Content`, `var items: [Element]`, `var top: Element?`,
    /// `var counts: [Key: Int]`), as Swift infers it from the initializer's arguments. A parameter
    /// no value shows (an empty array) keeps its name.
    package func genericTypeName(_ name: String, fields: Fields) -> String {
        guard let type = types[name], !type.genericParameters.isEmpty else { return name }
        let arguments = type.genericParameters.map { parameter in
            type.stored.lazy.compactMap { property in
                property.type.flatMap { declared in fields[property.name].flatMap { self.argument(parameter, in: declared, shownBy: $0.unboxedForRead) } }
            }.first ?? parameter
        }
        return name + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// The type `parameter` stands for in `declared`, as `value`, of that declared type, shows it.
    private func argument(_ parameter: String, in declared: TypeSyntax, shownBy value: Value) -> String? {
        if let named = declared.as(IdentifierTypeSyntax.self) {
            if named.name.text == parameter && named.genericArgumentClause == nil { return typeName(of: value) }
            // `Array<Element>`, `Set<Element>`, `Optional<Element>`: the sugared types' spelling.
            guard let arguments = named.genericArgumentClause?.arguments.compactMap({ argument -> TypeSyntax? in
                if case .type(let type) = argument.argument { type } else { nil }
            }) else { return nil }
            switch (named.name.text, arguments.count, value) {
            case ("Optional", 1, _): return value.isNil ? nil : argument(parameter, in: arguments[0], shownBy: value)
            case ("Array", 1, .array(let items)), ("Set", 1, .array(let items)): return argument(parameter, inElements: arguments[0], items)
            case ("Dictionary", 2, .dictionary(let d)): return argument(parameter, inKey: arguments[0], value: arguments[1], d)
            default: return nil
            }
        }
        if let optional = declared.as(OptionalTypeSyntax.self) {
            return value.isNil ? nil : argument(parameter, in: optional.wrappedType, shownBy: value)
        }
        switch value {
        case .array(let items): return declared.as(ArrayTypeSyntax.self).flatMap { argument(parameter, inElements: $0.element, items) }
        case .dictionary(let d): return declared.as(DictionaryTypeSyntax.self).flatMap { argument(parameter, inKey: $0.key, value: $0.value, d) }
        default: return nil
        }
    }

    /// From the first few elements only: any one shows the type, unless it is nil or an empty
    /// collection, and a method call on a generic instance names its type at every call.
    private func argument(_ parameter: String, inElements element: TypeSyntax, _ items: [Value]) -> String? {
        items.prefix(Self.elementsAsked).lazy.compactMap { self.argument(parameter, in: element, shownBy: $0.unboxedForRead) }.first
    }

    private func argument(_ parameter: String, inKey key: TypeSyntax, value: TypeSyntax, _ d: DictionaryValue) -> String? {
        d.keys.prefix(Self.elementsAsked).lazy.compactMap { self.argument(parameter, in: key, shownBy: $0) }.first
            ?? d.values.prefix(Self.elementsAsked).lazy.compactMap { self.argument(parameter, in: value, shownBy: $0.unboxedForRead) }.first
    }

    /// Not in source: a collection whose first eight elements are all nil or empty is taken to show nothing.
    private static let elementsAsked = 8

    /// The names a built-in value's extensions may be filed under: its own (`extension Array`), then
    /// the standard library's protocols it conforms to (`extension Collection where Element: Equatable`).
    /// Made once: a method call or property read on a number or an array asks on every call.
    package func extensionCategories(of value: Value) -> [String] {
        switch value.unboxed {
        case .array: Self.arrayCategories
        case .string: Self.stringCategories
        case .dictionary: Self.dictionaryCategories
        case .int: Self.intCategories
        case .double: Self.doubleCategories
        case .range: [typeCategory(of: value), "RandomAccessCollection", "Collection", "Sequence"]
        default: [typeCategory(of: value)]
        }
    }
    private static let arrayCategories = ["Array", "RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]
    private static let stringCategories = ["String", "StringProtocol", "BidirectionalCollection", "Collection", "Sequence", "Comparable"]
    private static let dictionaryCategories = ["Dictionary", "Collection", "Sequence"]
    private static let intCategories = ["Int", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "SignedNumeric", "Numeric", "Comparable"]
    // viewlab's floating-point numbers are all Doubles, so `extension TimeInterval` and `extension
    // CGFloat` reach every one.
    private static let doubleCategories = ["Double", "CGFloat", "TimeInterval", "Float", "Float64", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "Comparable"]

    /// The declaration of a value's type: a generic type's value names its arguments (`Card<Text>`),
    /// its members are the declaration's (`Card`).
    package func typeDeclaration(of value: Value) -> TypeDeclaration? {
        declaredTypeName(of: value.unboxed).flatMap { types[$0] } ?? types[typeName(of: value)]
    }

    /// A generic type's name without its arguments: `Card` for `Card<Text>`.
    package static func genericBase(of name: String) -> String { String(name.prefix { $0 != "<" }) }

    /// The name extensions are filed under: `extension String`, `extension Text`, `extension View`.
    package func typeCategory(of value: Value) -> String {
        switch value.unboxed {
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .view(let v):
            switch v {
            case .text, .image, .color, .shape: v.kindName
            default: "View"
            }
        default: typeName(of: value)
        }
    }

    package func conforms(_ value: Value, to proto: String) -> Bool {
        switch value.unboxed {
        case .view: return proto == "View"
        case .instance(let i): return types[i.typeName]?.conforms(to: proto) ?? false
        case .object(let o): return types[o.typeName]?.conforms(to: proto) ?? false
        case .enumCase(let c): return types[c.typeName]?.conforms(to: proto) ?? false
        default: return false
        }
    }

    package func isViewValue(_ value: Value) -> Bool {
        switch value.unboxed {
        case .view: return true
        case .instance(let i): return types[i.typeName].map { $0.isView || $0.conforms(to: "Shape") } ?? false
        // A `Path` is a `Shape`, so a view (not in source: Apple's documentation of `Path`).
        case .swiftUI(.path): return true
        default: return false
        }
    }

    /// The view a value stands for: a SwiftUI view, or a learner's view with its body evaluated.
    package func viewValue(of value: Value, at node: some SyntaxProtocol) throws -> ViewValue {
        switch value.unboxed {
        case .view(let v): return v
        case .instance(let i) where types[i.typeName]?.conforms(to: "Shape") == true:
            // During an animation its outline is drawn from the frame's `animatableData`.
            guard case .instance(let framed) = try animatableFrame(value.unboxed, at: node) else { return .shape(customShape(i, at: node)) }
            return .shape(customShape(framed, at: node))
        case .instance(let i) where types[i.typeName]?.isView == true:
            let type = types[i.typeName]!
            if context.defersBodies {
                let view = InterpretedView(interpreter: self, value: value.unboxed, type: type, site: Syntax(node))
                return .custom(CustomViewValue(typeName: typeName(of: value.unboxed), body: .empty, source: view))
            }
            // Outside the update cycle every body run is a first render.
            changeReasons.append(nil)
            defer { changeReasons.removeLast() }
            let body = try member(of: animatableFrame(value, at: node), "body", at: node, selfRef: nil, hint: .none)
            return .custom(CustomViewValue(typeName: typeName(of: value.unboxed), body: try viewValue(of: body, at: node)))
        case .unknown: return .empty
        case .swiftUI(.path(let path)): return library.pathView(self, path)
        case .implicitMember(let name, nil): return .color(ColorValue(name))
        default:
            if let bridge = uiKitBridge(of: value) { throw unsupportedType(bridge, at: node) }
            throw error(.notAView, typeName(of: value), at: node,
                        notes: [note(.onlyViewsInBuilder)])
        }
    }

    /// A UIKit or AppKit view brought in through `UIViewRepresentable`, `NSViewRepresentable` or
    /// their view controllers' twins: a real view that viewlab cannot draw, so neither it nor a
    /// modifier on it is the learner's mistake.
    package func uiKitBridge(of value: Value) -> String? {
        guard case .instance(let i) = value.unboxed else { return nil }
        return types[i.typeName]?.conformances.first(where: Self.bridgeProtocols.contains)
    }

    private static let bridgeProtocols: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable",
                                                       "NSViewRepresentable", "NSViewControllerRepresentable"]

    /// A learner's `Shape`. Its `sizeThatFits`, when declared, is called by the layout engine, and its
    /// `path(in:)` by the drawing engine (L1446–1470, CustomShapePaths.swift).
    private func customShape(_ instance: Instance, at node: some SyntaxProtocol) -> ShapeValue {
        let value = Value.instance(instance)
        var sizeThatFits: ((ProposedViewSize) throws -> Size)?
        if let method = types[instance.typeName]?.methods["sizeThatFits"]?.first {
            let declaration = method.userFunction!.declaration
            sizeThatFits = { [unowned self] proposal in
                self.budget.restartClock()
                let result = try self.call(method, [Argument(label: nil, value: proposal.interpreted)], at: declaration,
                                           selfRef: Ref(value), selfType: instance.typeName)
                guard let size = Size(interpreted: result) else { throw self.error(.sizeThatFitsResult, at: declaration) }
                return size
            }
        }
        var shape = ShapeValue(kind: .custom(name: instance.typeName, sizeThatFits: sizeThatFits), label: "\(instance.typeName)()")
        shape.customPath = library.learnerPath(self, of: instance)
        return shape
    }

    /// What `print` and string interpolation show, as Swift's `description` does.
    package func describe(_ value: Value, quoted: Bool = false) -> String {
        if let own = ownDescription(value, debug: quoted) { return own }
        switch value {
        case .void: return "()"
        case .int(let i): return i.decimalText
        case .double(let d): return String(describing: d)
        case .bool(let b): return String(b)
        // Inside a collection, Swift shows a string as its `debugDescription`: quoted, with `"`, `\`,
        // `'` and control characters escaped (`["a\"b"]`).
        case .string(let s): return quoted ? s.debugDescription : s
        case .nilValue: return "nil"
        case .array, .dictionary: return describe(value, elementsOptional: false)
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + describe($0.value, quoted: true) }.joined(separator: ", ") + ")"
        case .range(let l, let u, let closed):
            if l.isNil { return typeName(of: value) + "(upperBound: \(describe(u, quoted: true)))" }
            if u.isNil { return typeName(of: value) + "(lowerBound: \(describe(l, quoted: true)))" }
            return describe(l) + (closed ? "..." : "..<") + describe(u)
        case .function: return "(Function)"
        case .instance(let i):
            if i.typeName == "UUID", case .string(let s)? = i.fields["uuidString"] { return s }
            if let t = dateInterval(value) { return CalendarDate(timeIntervalSinceReferenceDate: t).description }
            if ["CGSize", "CGPoint", "CGRect", "CGVector"].contains(i.typeName) {
                // CoreGraphics' debugDescription: a rectangle as `(x, y, width, height)`.
                let parts = i.order.map { i.fields[$0]!.unboxedForRead }.map { v -> String in
                    if case .instance = v { describe(v).dropFirst().dropLast().description } else { describe(v) }
                }
                return "(" + parts.joined(separator: ", ") + ")"
            }
            let stored = types[i.typeName]?.stored ?? []
            return genericTypeName(i.typeName, fields: i.fields) + "(" + i.order.map { name in
                name + ": " + describe(i.fields[name]!.unboxedForRead, declared: stored.first { $0.name == name }?.type)
            }.joined(separator: ", ") + ")"
        case .object(let o): return o.typeName
        case .enumCase(let c):
            if c.associated.isEmpty { return c.name }
            return c.name + "(" + c.associated.map { ($0.label.map { $0 + ": " } ?? "") + describe($0.value, quoted: true) }.joined(separator: ", ") + ")"
        // A named system colour prints its name, as `print(Color.orange)` does on a device.
        case .view(.color(let c)) where !c.name.contains("(") && !c.name.hasPrefix("."): return c.name
        case .view(let v): return v.typeName
        case .swiftUI(let s): return swiftUIDescription(s)
        case .metatype(let t): return t
        case .implicitMember(let name, _): return name
        case .box(let ref): return describe(ref.value, quoted: quoted)
        case .binding(let b): return "Binding(\((try? b.get()).map { describe($0, quoted: true) } ?? "?"))"
        case .keyPath(let parts): return "\\." + parts.joined(separator: ".")
        case .unknown(let source): return source
        }
    }
}

extension Interpreter {
    /// An array or a dictionary as Swift describes it; `elementsOptional`: its declared element (or
    /// value) type is an Optional, so that each element that is not nil shows as `Optional(…)` (`let
    /// a: [Int?] = [1, 2]` prints `[Optional(1), Optional(2)]`). Any other value as `describe` quotes it.
    package func describe(_ value: Value, elementsOptional: Bool) -> String {
        switch value.unboxed {
        case .array(let items): return "[" + describeElements(items, optional: elementsOptional).joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.keys.isEmpty { return "[:]" }
            return "[" + zip(d.keys, describeElements(d.values, optional: elementsOptional)).map { "\(describe($0, quoted: true)): \($1)" }
                .joined(separator: ", ") + "]"
        default: return describe(value, quoted: true)
        }
    }

    /// An array's elements (or a dictionary's values) as Swift describes them: a collection holding a
    /// nil has an Optional element type, so each of its other elements shows as `Optional(…)`
    /// (`[Optional(1), nil]`, what `["1", "x"].map { Int($0) }` prints), and so has every array
    /// beside one holding a nil (`[[Optional(1), nil], [Optional(2)]]`). `optional`: the element
    /// type is known to be an Optional.
    /// A stored property's value as its struct's description shows it, by the property's declared
    /// type: an Optional holding a value as `Optional(…)` (`S(a: Optional(1))`), a collection of
    /// Optionals with each element so.
    private func describe(_ value: Value, declared: TypeSyntax?) -> String {
        guard let declared else { return describe(value, quoted: true) }
        if value.isNil { return "nil" }
        let elementsOptional = hasOptionalElements(declared)
        let text = elementsOptional ? describe(value, elementsOptional: true) : describe(value, quoted: true)
        return isOptionalType(declared) ? "Optional(" + text + ")" : text
    }

    private func describeElements(_ items: [Value], optional: Bool) -> [String] {
        let holdsNil = optional || items.contains { $0.unboxed.isNil }
        let innerOptional = items.contains { if case .array(let inner) = $0.unboxed { inner.contains { $0.unboxed.isNil } } else { false } }
        return items.map { item in
            let value = item.unboxed
            if value.isNil { return "nil" }
            let text = describe(value, elementsOptional: innerOptional)
            return holdsNil ? "Optional(\(text))" : text
        }
    }
}

extension Interpreter {
    /// A `CustomStringConvertible` type's own `description` (the learner's, or the prelude's
    /// `UIColor`), which `print` and interpolation use, as Swift's do; a
    /// `CustomDebugStringConvertible` type's `debugDescription` where Swift shows a value's debug
    /// form (`debug`: an element of a collection, `debugPrint`), and where it has no `description`.
    /// Its code runs as any code does; if it fails, the value prints as it would without it.
    func ownDescription(_ value: Value, debug: Bool = false) -> String? {
        let typeName: String
        switch value {
        case .instance(let i): typeName = i.typeName
        case .object(let o): typeName = o.typeName
        case .enumCase(let c): typeName = c.typeName
        default: return nil
        }
        guard let type = types[typeName] else { return nil }
        let forms = [("CustomStringConvertible", "description"), ("CustomDebugStringConvertible", "debugDescription")]
        for (conformance, name) in debug ? forms.reversed() : forms where type.conforms(to: conformance) {
            guard type.computed[name] != nil || type.stored.contains(where: { $0.name == name }),
                  case .string(let text)? = (try? member(of: value, name, at: currentNode, selfRef: nil, hint: .none))?.unboxed else { continue }
            return text
        }
        return nil
    }
}

/// The closest name by edit distance, for "did you mean" notes; nil when nothing is close.
public func suggestion(for name: String, among candidates: [String]) -> String? {
    let limit = max(1, name.count / 3)
    var best: (String, Int)?
    for c in Set(candidates) where c != name {
        let d = editDistance(name.lowercased(), c.lowercased())
        if d <= limit, best == nil || d < best!.1 || (d == best!.1 && c < best!.0) { best = (c, d) }
    }
    return best?.0
}

/// Edit distance counting a swap of neighbours as one edit (`widht` → `width`, `Txet` → `Text`).
package func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { d[i][0] = i }
    for j in 0...y.count { d[0][j] = j }
    for i in 1...x.count {
        for j in 1...y.count {
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
        }
    }
    return d[x.count][y.count]
}
