import SwiftSyntax

extension Interpreter {
    /// Evaluates an expression through its lowered code, lowering it on first use.
    func evaluate(_ expr: ExprSyntax, in scope: Scope, hint: Hint = .none) throws -> Value {
        try lowered(expr, hint: hint)(self, scope)
    }

    func evaluate(_ expr: ExprSyntax, in scope: Scope, expecting type: TypeSyntax?) throws -> Value {
        try evaluate(expr, in: scope, hint: hint(for: type))
    }

    /// The lowered code of an expression in a context expecting `hint`, made once.
    func lowered(_ expr: ExprSyntax, hint: Hint) -> LoweredExpression {
        let key = LoweringKey(node: expr.id, hint: hint)
        if let code = lowering.expressions[key] { return code.run }
        lowering.keepTree(of: expr)
        let code = lower(expr, hint: hint)
        lowering.expressions[key] = ExpressionCode(run: code)
        return code
    }

    /// Every lowered expression counts one step of the budget; the outermost expression of an
    /// optional chain (`a?.b.c`) is where a `nil` on the way ends the chain.
    private func lower(_ expr: ExprSyntax, hint: Hint) -> LoweredExpression {
        let body = lowerNode(expr, hint: hint)
        if isOptionalChainRoot(expr) {
            return { i, scope in
                try i.budget.step(i, at: expr)
                do { return try body(i, scope) } catch is OptionalChainNil { return .nilValue }
            }
        }
        return { i, scope in
            try i.budget.step(i, at: expr)
            return try body(i, scope)
        }
    }

    /// The outermost expression of a postfix chain that contains `?`.
    private func isOptionalChainRoot(_ expr: ExprSyntax) -> Bool {
        guard expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self)
                || expr.is(SubscriptCallExprSyntax.self) || expr.is(ForceUnwrapExprSyntax.self) else { return false }
        guard let parent = expr.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == expr.id { return false }
        if let c = parent.as(FunctionCallExprSyntax.self), c.calledExpression.id == expr.id { return false }
        if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == expr.id { return false }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { return false }
        return true
    }

    private func lowerNode(_ expr: ExprSyntax, hint: Hint) -> LoweredExpression {
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e): return lowerInteger(e, hint: hint)
        case .floatLiteralExpr(let e): return lowerFloat(e)
        case .stringLiteralExpr(let e): return lowerString(e)
        case .booleanLiteralExpr(let e):
            let value = Value.bool(e.literal.tokenKind == .keyword(.true))
            return { _, _ in value }
        case .nilLiteralExpr: return { _, _ in .nilValue }
        case .declReferenceExpr(let e): return lowerName(e)
        case .infixOperatorExpr(let e): return lowerInfix(e, hint: hint)
        case .prefixOperatorExpr(let e): return lowerPrefix(e, hint: hint)
        case .tupleExpr(let e) where e.elements.count == 1 && e.elements.first!.label == nil:
            return lowered(e.elements.first!.expression, hint: hint)
        case .arrayExpr(let e):
            let elements = e.elements.map { ExpressionCode(run: lowered($0.expression, hint: hint)) }
            return { i, scope in .array(try elements.map { try $0.run(i, scope) }) }
        case .ternaryExpr(let e): return lowerTernary(e, hint: hint)
        case .memberAccessExpr(let e): return lowerMemberAccess(e, hint: hint)
        case .closureExpr(let e): return lowerClosure(e)
        case .functionCallExpr(let e): return lowerCall(e, hint: hint)
        default:
            return { i, scope in try i.evaluateNode(expr, in: scope, hint: hint) }
        }
    }

    private func lowerTernary(_ e: TernaryExprSyntax, hint: Hint) -> LoweredExpression {
        let condition = lowered(e.condition, hint: .none)
        let then = lowered(e.thenExpression, hint: hint), otherwise = lowered(e.elseExpression, hint: hint)
        let conditionNode = e.condition
        return { i, scope in
            let value = try condition(i, scope)
            if case .unknown = value.unboxed { return try i.inShapeMode { try then(i, scope) } }
            return try i.truth(value, at: conditionNode) ? try then(i, scope) : try otherwise(i, scope)
        }
    }
}
