import SwiftSyntax

extension Interpreter {
    /// Conditions of `if`, `guard` and `while`: expressions, `let` bindings and `case` patterns, in order.
    package func evaluateConditions(_ conditions: ConditionElementListSyntax, binding: Scope) throws -> Bool {
        try loweredConditions(conditions)(self, binding)
    }

    package func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch value.unboxed {
        case .bool(let b): return b
        case .unknown: return true
        default: throw error(.conditionNotBool, typeName(of: value), at: node)
        }
    }

    package func loweredConditions(_ conditions: ConditionElementListSyntax) -> LoweredCondition {
        if let code = lowering.conditions[conditions.id] { return code.run }
        lowering.keepTree(of: conditions)
        let elements = conditions.map { ConditionCode(run: lowerCondition($0)) }
        // Most conditions are one (`if i % 50 == 49`): its own code, with no loop around it.
        let code: LoweredCondition = elements.count == 1 ? elements[0].run : { i, scope in
            for element in elements where !(try element.run(i, scope)) { return false }
            return true
        }
        lowering.conditions[conditions.id] = ConditionCode(run: code)
        return code
    }

    private func lowerCondition(_ element: ConditionElementSyntax) -> LoweredCondition {
        switch element.condition {
        case .expression(let expr):
            let value = lowered(expr, hint: .none)
            // `i % 50 == 49`: the comparison's truth without a `Value` made of it.
            if let island = ArithmeticIsland(expr, hint: .none), island.isComparison {
                return { i, scope in try island.truth(i, scope) ?? i.truth(value(i, scope), at: expr) }
            }
            return { i, scope in try i.truth(value(i, scope), at: expr) }
        case .optionalBinding(let b):
            let name = b.pattern.trimmedDescription
            let initializer = b.initializer.map { ExpressionCode(run: lowered($0.value, hint: .none)) }
            let isConstant = b.bindingSpecifier.tokenKind == .keyword(.let)
            return { i, scope in
                // `if let name` alone unwraps the variable of the same name.
                let value = try initializer?.run(i, scope) ?? i.lookup(name, at: b.pattern, in: scope)
                let unwrapped = value.unboxed
                if unwrapped.isNil { return false }
                if case .unknown = unwrapped, !i.isShapeMode { return false }
                let typed = try b.typeAnnotation.map { try i.coerce(unwrapped, to: $0.type) } ?? unwrapped
                if !b.pattern.is(IdentifierPatternSyntax.self) {
                    // `if let (index, value) = pairs.first`: the unwrapped tuple's elements, each named.
                    return try i.match(pattern: b.pattern, value: typed, binding: scope, in: scope, bindsNames: true)
                }
                scope.declare(name, typed, constant: isConstant)
                return true
            }
        case .matchingPattern(let m):
            let value = lowered(m.initializer.value, hint: .none)
            return { i, scope in try i.match(pattern: m.pattern, value: value(i, scope), binding: scope, in: scope) }
        case .availability:
            // `#available` is true: viewlab simulates the newest platform it models.
            return { _, _ in true }
        @unknown default:
            return loweredUnsupported(.condition, at: element)
        }
    }
}
