import SwiftSyntax

extension Interpreter {
    /// Whether `name`, read in `scope`, is a variable or a stored property of `self` declared
    /// Optional (`@State private var sizes: [CGSize]? = nil`). viewlab's values
    /// carry no Optional wrapper, so this is how `sizes.map { … }` is told to be Optional's `map`
    /// (TiS L3640), which calls the closure once with the whole array, not Array's.
    package func isOptionalProperty(_ name: String, in scope: Scope) -> Bool {
        var s: Scope? = scope
        while let current = s {
            if let variable = current.variables[name] { return variable.isDeclaredOptional }
            if let me = current.selfRef {
                guard let type = types[typeName(of: me.value)], let property = type.stored.first(where: { $0.name == name }) else { return false }
                return isOptionalType(property.type)
            }
            s = current.parent
        }
        return false
    }

    package func isOptionalType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || sourceText(type).hasPrefix("Optional<")
    }

    /// `optional.map { … }` and `optional.flatMap { … }`: nil stays nil, a value is passed whole.
    package func optionalMap(_ value: Value, _ pending: [PendingArgument], at node: Syntax, in scope: Scope) throws -> Value? {
        let wrapped = value.unboxedForRead
        if wrapped.isNil { return .nilValue }
        let args = try evaluateArguments(pending, in: scope) { _ in .none }
        guard args.count == 1, case .function(let transform) = args[0].value else { return nil }
        return try call(transform, [Argument(label: nil, value: wrapped)], at: node)
    }
}
