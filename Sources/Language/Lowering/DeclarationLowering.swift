import SwiftSyntax

extension Interpreter {
    /// A declaration in a block. `let x = …` and `var x: T = …` are lowered; the others (functions,
    /// types, observed variables, tuple patterns) are declared by `declare(_:in:)` when reached.
    package func lowerDeclaration(_ decl: DeclSyntax) -> LoweredStatement {
        if let v = decl.as(VariableDeclSyntax.self), let bindings = lowerSimpleBindings(v) {
            return { i, scope in
                for binding in bindings { _ = try binding.run(i, scope) }
                return .normal
            }
        }
        return { i, scope in
            try i.declare(decl, in: scope)
            return .normal
        }
    }

    /// Each binding of `let a = 1, b: Double = 2` as a closure that declares it; nil when a binding
    /// is more than a name with an optional type and value.
    private func lowerSimpleBindings(_ v: VariableDeclSyntax) -> [StatementCode]? {
        let constant = v.bindingSpecifier.tokenKind == .keyword(.let)
        var bindings: [StatementCode] = []
        for binding in v.bindings {
            guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let type = declaredType(binding.typeAnnotation?.type)
            let declaredOptional = isOptionalType(binding.typeAnnotation?.type)
            let initializer = binding.initializer.map { ExpressionCode(run: lowered($0.value, hint: type?.hint ?? .none)) }
            // `let n = Int(text)`, `var first = names.first`: Swift infers an Optional, which `print`
            // shows as `Optional(…)` and whose `map` is Optional's; only such forms are asked.
            let inferred = binding.typeAnnotation == nil ? binding.initializer.map(\.value).flatMap { Self.mayReadOptional($0) ? OptionalSite($0) : nil } : nil
            bindings.append(StatementCode { i, scope in
                var value: Value = .nilValue
                if let initializer {
                    value = try initializer.run(i, scope)
                    value = try i.coerce(value, toDeclared: type)
                }
                let optional = declaredOptional || inferred?.readsOptional(i, in: scope) == true
                let optionalElements = inferred?.readsOptionalElements(i, in: scope) == true
                // `let s: String` then `if … { s = "a" } else { s = "b" }`: a constant declared without a
                // value takes its one assignment later (Swift checks there is exactly one).
                scope.declare(name, value, constant: constant && initializer != nil, optional: optional, optionalElements: optionalElements,
                              type: type?.syntax)
                return .normal
            })
        }
        return bindings
    }
}
