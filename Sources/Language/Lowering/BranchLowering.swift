import SwiftSyntax

extension Interpreter {
    /// `if` used as a value (SE-0380): the value of the branch taken; without `else`, `()`. The
    /// chain is the statement's, each branch completing with its value.
    package func lowerIfExpression(_ e: IfExprSyntax, hint: Hint) -> LoweredExpression {
        let chain = lowerIfChain(e, branch: { statements in
            let value = lowerBranchValue(statements, hint: hint)
            return { i, scope in .returned(try value(i, scope)) }
        }, none: .returned(.void))
        return { i, scope in
            guard case .returned(let value) = try chain(i, scope) else { return .void }
            return value
        }
    }

    /// `switch` used as a value: the value of the case that matches.
    package func lowerSwitchExpression(_ e: SwitchExprSyntax, hint: Hint) -> LoweredExpression {
        let subject = lowered(e.subject, hint: .none)
        var branches: [SyntaxIdentifier: ExpressionCode] = [:]
        for case .switchCase(let c) in e.cases { branches[c.id] = ExpressionCode(run: lowerBranchValue(c.statements, hint: hint)) }
        return { i, scope in
            guard let (c, caseScope) = try i.matchSwitchCase(e, subject: subject(i, scope), in: scope),
                  let branch = branches[c.id] else { return .unknown("switch") }
            return try branch.run(i, caseScope)
        }
    }

    /// A branch of an `if` or `switch` expression: its statements in order; its last expression is its value.
    private func lowerBranchValue(_ items: CodeBlockItemListSyntax, hint: Hint) -> LoweredExpression {
        var statements = Array(items)
        var last: LoweredExpression = { _, _ in .void }
        if let final = statements.last, case .expr(let e) = final.item {
            statements.removeLast()
            last = lowered(e, hint: hint)
        }
        let before = statements.map { (item: $0, code: StatementCode(run: loweredItem($0))) }
        return { i, scope in
            for statement in before {
                switch try statement.code.run(i, scope) {
                case .normal: continue
                case .returned(let v): return v
                default: throw i.unsupported(.jumpInIfOrSwitchExpression, at: statement.item)
                }
            }
            return try last(i, scope)
        }
    }

    /// Whether `e`, through parentheses, is an argument of `print` or `debugPrint` (`Any`).
    private static func isPrintArgument(_ e: TernaryExprSyntax) -> Bool {
        var node = Syntax(e)
        while let tuple = node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            node = Syntax(tuple)
        }
        guard let call = node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "print" || name == "debugPrint"
    }

    /// `condition ? a : b`. A condition unknown while building the static shape of a branch not
    /// taken takes the first.
    package func lowerTernary(_ e: TernaryExprSyntax, hint: Hint) -> LoweredExpression {
        let condition = lowered(e.condition, hint: .none)
        let then = lowered(e.thenExpression, hint: hint), otherwise = lowered(e.elseExpression, hint: hint)
        let conditionNode = e.condition
        // `c ? Double(a) : 1` is 1.0 where no Double context made its literal one already; not as
        // `print`'s argument, an `Any` to which each branch converts on its own (`0` stays an Int).
        let joins = hint != .double && !Self.isPrintArgument(e)
        let thenAsDouble = joins ? LiteralBranch(e.thenExpression, beside: e.elseExpression, lowering: self) : nil
        let otherwiseAsDouble = joins ? LiteralBranch(e.elseExpression, beside: e.thenExpression, lowering: self) : nil
        return { i, scope in
            let value = try condition(i, scope)
            if case .unknown = value.unboxed { return try i.inShapeMode { try then(i, scope) } }
            if try i.truth(value, at: conditionNode) {
                if let thenAsDouble, thenAsDouble.otherIsDouble(i, scope) { return try thenAsDouble.code(i, scope) }
                return try then(i, scope)
            }
            if let otherwiseAsDouble, otherwiseAsDouble.otherIsDouble(i, scope) { return try otherwiseAsDouble.code(i, scope) }
            return try otherwise(i, scope)
        }
    }
}
