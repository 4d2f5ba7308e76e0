import SwiftSyntax

extension Interpreter {
    /// `type(of: x)` of an expression that reads an Optional (`OptionalSite`): `Optional<Int>`, as
    /// Swift names it. viewlab's value is the wrapped one, or nil, whose wrapped type the declaration
    /// says (`var names: [String]? = nil` is `Optional<Array<String>>`).
    package func optionalTypeName(of value: Value, _ expr: ExprSyntax, in scope: Scope) -> String {
        if !value.unboxed.isNil { return "Optional<" + typeName(of: value.unboxedForRead) + ">" }
        guard let declared = declaredValueType(of: expr, in: scope) else { return typeName(of: value) }
        return "Optional<" + spelledOut(unwrapped(Self.resolving(declared, aliases: typeAliases))) + ">"
    }

    /// A type as Swift's runtime names it: `[String]` is `Array<String>`, `Int?` `Optional<Int>`,
    /// `[String: Int]` `Dictionary<String, Int>`, through the learner's aliases.
    package func spelledOut(_ type: TypeSyntax) -> String {
        let type = Self.resolving(type, aliases: typeAliases)
        if let array = type.as(ArrayTypeSyntax.self) { return "Array<" + spelledOut(array.element) + ">" }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "Dictionary<" + spelledOut(dictionary.key) + ", " + spelledOut(dictionary.value) + ">"
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return "Optional<" + spelledOut(optional.wrappedType) + ">" }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "Optional<" + spelledOut(optional.wrappedType) + ">" }
        if let named = type.as(IdentifierTypeSyntax.self), let arguments = named.genericArgumentClause?.arguments {
            return named.name.text + "<" + arguments.map { argument in
                if case .type(let t) = argument.argument { spelledOut(t) } else { argument.argument.trimmedDescription }
            }.joined(separator: ", ") + ">"
        }
        return type.trimmedDescription
    }
}
