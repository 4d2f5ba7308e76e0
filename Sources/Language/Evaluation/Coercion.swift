import Foundation
import SwiftSyntax
import ViewlabModel

/// A value made the type its declaration names (`let x: Double = 1`), and `as`, `as?`, `is`.
extension Interpreter {
    /// `coerce(_:to:)` in a type's own code, where `Self` names it: `static var all: [Self] { [.ocean, .forest] }`.
    package func coerce(_ value: Value, to type: TypeSyntax?, selfType: String) throws -> Value {
        guard let type, type.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.Self) }) else {
            return try coerce(value, to: type)
        }
        let text = type.tokens(viewMode: .sourceAccurate).map { $0.tokenKind == .keyword(.Self) ? selfType : $0.text }.joined()
        return try coerce(value, toTypeNamed: text, at: type)
    }

    package func coerce(_ value: Value, to type: TypeSyntax?) throws -> Value {
        guard let type else { return value }
        switch value {
        // An Int stored as `Int` (every field of a struct's memberwise initializer): no name worked out.
        case .int where type.as(IdentifierTypeSyntax.self).map({ $0.name.text == "Int" && $0.genericArgumentClause == nil }) == true:
            return value
        case .int, .implicitMember, .array, .tuple, .box, .binding: break
        case .dictionary(var d):
            // `let prices: [String: Double] = ["tea": 2]`: each value takes the value type (2.0).
            guard let dictionaryType = Self.resolving(type, aliases: typeAliases).as(DictionaryTypeSyntax.self) else { return value }
            d.values = try d.values.map { try coerce($0, to: dictionaryType.value) }
            return .dictionary(d)
        case .double, .string, .bool:
            // Only a learner's `ExpressibleBy…Literal` type changes these (`let width: Meters = 2.5`).
            guard let named = type.as(IdentifierTypeSyntax.self)?.name.text, let declared = types[named], literalLabel(of: value, for: declared) != nil else {
                return value
            }
        // No declared type changes any other value (see `coerce(_:toTypeNamed:at:)`), so its name is not read.
        default: return value
        }
        // `-> (low: Int, high: Int)?`: a present value takes the wrapped type's labels.
        if let optional = type.as(OptionalTypeSyntax.self), optional.wrappedType.is(TupleTypeSyntax.self) {
            return value.isNil ? value : try coerce(value, to: optional.wrappedType)
        }
        if let arrayType = type.as(ArrayTypeSyntax.self), case .array(let items) = value {
            // `let rows: [(name: String, count: Int)] = [("Tea", 2)]`: each element takes the element type.
            return .array(try items.map { try coerce($0, to: arrayType.element) })
        }
        if let tupleType = type.as(TupleTypeSyntax.self), case .tuple(let elements) = value.unboxed, elements.count == tupleType.elements.count {
            // `let size: (width: Double?, height: Double?) = (240, 160)` takes the labels and types.
            return .tuple(try zip(tupleType.elements, elements).map { t, e in
                TupleElement(label: t.firstName?.text ?? e.label, value: try coerce(e.value, to: t.type))
            })
        }
        return try coerce(value, toTypeNamed: sourceText(type), at: type)
    }

    /// The type `type` names through the learner's type aliases (`typealias Tally = [String:
    /// Double]`, an alias of an alias too); `type` itself when it names none. A cycle of aliases,
    /// which Swift refuses, stops after a few.
    static func resolving(_ type: TypeSyntax, aliases: [String: TypeSyntax]) -> TypeSyntax {
        var type = type
        for _ in 0..<8 {
            guard !aliases.isEmpty, let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil,
                  let alias = aliases[named.name.text] else { break }
            type = alias
        }
        return type
    }

    /// Converts a value to a declared type where Swift would: Int literals to Double, implicit members
    /// to the enum case or SwiftUI value the type names.
    package func coerce(_ value: Value, toTypeNamed rawName: String, at node: some SyntaxProtocol) throws -> Value {
        if case .int = value, rawName == "Int" { return value }
        if let alias = typeAliases[rawName] { return try coerce(value, to: alias) }
        // `let unit: String? = .some("m")`, `.none`: Optional's own cases, before the wrapped type's members.
        if let wrapped = optionalWrapped(rawName), case .implicitMember(let member, let args) = value,
           member == "none" && args == nil || member == "some" && args?.count == 1 {
            guard let payload = args?.first?.value else { return .nilValue }
            return try wrapped.map { try coerce(payload, toTypeNamed: $0, at: node) } ?? payload
        }
        var name = rawName
        if name.hasSuffix("?") || name.hasSuffix("!") {
            if value.isNil { return value }
            name.removeLast()
        }
        if name.hasPrefix("Optional<") { name = String(name.dropFirst(9).dropLast()) }
        // `any BadgeStyle` and `some BadgeStyle` look up `.fancy` where `BadgeStyle` does.
        if name.hasPrefix("any ") || name.hasPrefix("some ") { name = String(name.drop { $0 != " " }.dropFirst()) }
        if let type = types[name], let label = literalLabel(of: value, for: type) {
            // `let width: Meters = 2.5` with `struct Meters: ExpressibleByFloatLiteral`: the literal
            // goes to the type's `init(floatLiteral:)`. (Valid Swift only gives a type its own values
            // or literals it declares it takes, so a value of the literal's kind is a literal here.)
            return try construct(type, [Argument(label: label, value: value)], at: Syntax(node))
        }
        switch (name, value) {
        case (_, .int(let i)) where floatingPointTypeNames.contains(name):
            return .double(Double(i))
        case (_, .implicitMember(let member, let args)):
            // A generic type of the learner's (or the prelude's `Result<Int, LoadError>`) by its name.
            // `let items: [String] = .samples`: a static member an `extension Array` declares.
            let declared = types[name] != nil ? name : name.hasPrefix("[") && !name.contains(":") ? "Array" : Self.genericBase(of: name)
            if let t = types[declared], t.kind == .enumeration || t.kind == .structure || t.kind == .classType
                || t.hasStatic(member) {
                // A protocol's statics come from its constrained extensions
                // (`extension BadgeStyle where Self == FancyBadgeStyle { static var fancy … }`, TiS L2531).

                if let args {
                    let payloads = try genericPayloads(args, of: member, in: t, as: name, at: node)
                    return try callStaticEvaluated(declared, member, payloads, at: Syntax(node))
                }
                return try staticMember(of: declared, member, at: node, hint: .none, allowMissing: false)!
            }
            let base = Self.genericBase(of: name)
            var args = args
            if base == "Binding", member == "constant", name.hasSuffix(">"), let first = args?.first {
                // `Binding<Double>.constant(0)`: the constant has the binding's type.
                let wrapped = String(name.dropFirst(base.count + 1).dropLast())
                args = [Argument(label: first.label, value: try coerce(first.value, toTypeNamed: wrapped, at: node))]
            }
            if let resolved = try library.implicitMember(self, member, args, as: base, at: node) { return resolved }
            if member == "init", let args, isBuiltinTypeName(name) { return try constructEvaluated(name, args, at: Syntax(node)) }
            return value
        case (_, .array(let items)) where types[name]?.conforms(to: "OptionSet") == true:
            return try optionSet(items, of: types[name]!, at: node)
        case (_, .array(let items)) where name.hasPrefix("[") && name.hasSuffix("]") && !name.contains(":"):
            let element = String(name.dropFirst().dropLast())
            return .array(try items.map { try coerce($0, toTypeNamed: element, at: node) })
        case (_, .array(let items)) where name.hasPrefix("Set<") && name.hasSuffix(">"):
            // `let s: Set<Int> = [1, 1, 2]`: a set holds each element once (a Set is an array here).
            let element = String(name.dropFirst(4).dropLast())
            var unique: [Value] = []
            for item in try items.map({ try coerce($0, toTypeNamed: element, at: node) }) where !unique.contains(where: { valuesEqual($0, item) }) {
                unique.append(item)
            }
            return .array(unique)
        default:
            return value
        }
    }

    /// What `is` and `as?` test.
    package func isInstance(_ value: Value, of target: String) -> Bool {
        typeName(of: value) == target || conforms(value, to: target) || target == "Any" || target == "AnyObject"
            || (target == "Error" && conformsToError(value))
    }

    /// `is` and `as?` with a written type: `[String]` holds when every element is a String, `[String: Int]`
    /// when every key and value is, `Int?` for nil too.
    package func isInstance(_ value: Value, of type: TypeSyntax) -> Bool {
        if let array = type.as(ArrayTypeSyntax.self) {
            guard case .array(let items) = value.unboxed else { return false }
            return items.allSatisfy { isInstance($0, of: array.element) }
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            guard case .dictionary(let d) = value.unboxed else { return false }
            return d.keys.allSatisfy { isInstance($0, of: dictionary.key) } && d.values.allSatisfy { isInstance($0, of: dictionary.value) }
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return value.unboxed.isNil || isInstance(value, of: optional.wrappedType) }
        return isInstance(value, of: sourceText(type))
    }

    package func cast(_ value: Value, to type: TypeSyntax, kind: String?, at node: some SyntaxProtocol) throws -> Value {
        let target = sourceText(type)
        let matches = isInstance(value, of: type)
        switch kind {
        case "?": return matches ? value : .nilValue
        case "!":
            if !matches { throw error(.castFailed, typeName(of: value), target, at: node) }
            return value
        default: return try coerce(value, to: type)
        }
    }
}

extension Interpreter {
    /// The initializer label a learner's `ExpressibleBy…Literal` type takes `value` with.
    func literalLabel(of value: Value, for type: TypeDeclaration) -> String? {
        guard type.kind != .builtin, type.kind != .protocolType else { return nil }
        let (conformance, label): (String, String)
        switch value.unboxed {
        case .int: (conformance, label) = ("ExpressibleByIntegerLiteral", "integerLiteral")
        case .double: (conformance, label) = ("ExpressibleByFloatLiteral", "floatLiteral")
        case .string: (conformance, label) = ("ExpressibleByStringLiteral", "stringLiteral")
        case .bool: (conformance, label) = ("ExpressibleByBooleanLiteral", "booleanLiteral")
        default: return nil
        }
        return type.conforms(to: conformance) ? label : nil
    }
}

extension Interpreter {
    /// The payloads of a generic enum's case given as `Result<Int, LoadError>`: each whose parameter
    /// is one of the enum's generic parameters takes the type written for it (`.failure(.offline)`
    /// is a `LoadError`); the others are left to the case's own coercion.
    fileprivate func genericPayloads(_ args: [Argument], of member: String, in type: TypeDeclaration, as name: String,
                                     at node: some SyntaxProtocol) throws -> [Argument] {
        guard name.hasSuffix(">"), let open = name.firstIndex(of: "<"),
              let parameters = type.declaration?.as(EnumDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text),
              let enumCase = type.cases.first(where: { $0.name == member }) else { return args }
        let written = Self.topLevelComponents(name[name.index(after: open)..<name.index(before: name.endIndex)])
        guard written.count == parameters.count else { return args }
        let substitution = Dictionary(uniqueKeysWithValues: zip(parameters, written))
        return try args.enumerated().map { i, argument in
            guard i < enumCase.parameters.count, let actual = substitution[enumCase.parameters[i].type.trimmedDescription] else { return argument }
            var argument = argument
            argument.value = try coerce(argument.value, toTypeNamed: actual, at: node)
            return argument
        }
    }

    /// `Int, [String: Int], Result<A, B>` split at the commas outside brackets.
    static func topLevelComponents(_ text: Substring) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for c in text {
            switch c {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue
            default: break
            }
            current.append(c)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }
}
