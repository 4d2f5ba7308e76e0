import SwiftSyntax

extension Interpreter {
    package func executeBlock(_ items: CodeBlockItemListSyntax, in scope: Scope) throws -> Completion {
        try loweredBlock(items)(self, scope)
    }

    package func execute(_ item: CodeBlockItemSyntax, in scope: Scope) throws -> Completion {
        try loweredItem(item)(self, scope)
    }

    package func execute(_ stmt: StmtSyntax, in scope: Scope) throws -> Completion {
        try loweredStatement(stmt)(self, scope)
    }

    /// A block's statements in order, until one completes other than normally.
    package func loweredBlock(_ items: CodeBlockItemListSyntax) -> LoweredStatement {
        if let code = lowering.blocks[items.id] { return code.run }
        lowering.keepTree(of: items)
        let code = items.contains(where: { $0.item.as(DeferStmtSyntax.self) != nil }) ? loweredBlockWithDefers(items) : loweredPlainBlock(items)
        lowering.blocks[items.id] = StatementCode(run: code)
        return code
    }

    private func loweredPlainBlock(_ items: CodeBlockItemListSyntax) -> LoweredStatement {
        let statements = items.map { StatementCode(run: loweredItem($0)) }
        // A loop's or a branch's body is most often one statement or two: run as they are, with no
        // list to go through at each run.
        switch statements.count {
        case 1: return statements[0].run
        case 2:
            let first = statements[0].run, second = statements[1].run
            return { i, scope in
                let completion = try first(i, scope)
                guard case .normal = completion else { return completion }
                return try second(i, scope)
            }
        default: break
        }
        return { i, scope in
            for statement in statements {
                let completion = try statement.run(i, scope)
                if case .normal = completion { continue }
                return completion
            }
            return .normal
        }
    }

    /// A block with `defer` statements: each, once reached, runs when the block is left (by its end,
    /// a `return`, `break`, `continue` or a thrown error), the last reached first (The Swift
    /// Programming Language, "Specifying Cleanup Actions").
    private func loweredBlockWithDefers(_ items: CodeBlockItemListSyntax) -> LoweredStatement {
        enum Step { case run(LoweredStatement), deferred(LoweredStatement) }
        let steps: [Step] = items.map { item in
            if let d = item.item.as(DeferStmtSyntax.self) {
                let body = loweredBlock(d.body.statements)
                return .deferred { i, scope in try body(i, Scope(parent: scope)) }
            }
            return .run(loweredItem(item))
        }
        return { i, scope in
            var cleanups: [LoweredStatement] = []
            let completion = Result { () throws -> Completion in
                for step in steps {
                    switch step {
                    case .deferred(let body): cleanups.append(body)
                    case .run(let statement):
                        let completion = try statement(i, scope)
                        if case .normal = completion { continue }
                        return completion
                    }
                }
                return .normal
            }
            for cleanup in cleanups.reversed() { _ = try cleanup(i, scope) }
            return try completion.get()
        }
    }

    /// One statement of a block; each counts a step of the budget.
    package func loweredItem(_ item: CodeBlockItemSyntax) -> LoweredStatement {
        if case .expr(let expr) = item.item, !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self) {
            // A call or an assignment, the most frequent statements: its value is dropped here, with
            // no closure of its own in between.
            let value = lowered(expr, hint: .none)
            return { i, scope in
                try i.budget.step(i, at: item)
                _ = try value(i, scope)
                if !i.released.pending.isEmpty { try i.runDeinitializers() }
                return .normal
            }
        }
        let body: LoweredStatement
        switch item.item {
        case .decl(let decl): body = lowerDeclaration(decl)
        case .stmt(let stmt): body = loweredStatement(stmt)
        case .expr(let expr): body = lowerExpressionStatement(expr)
        }
        return { i, scope in
            try i.budget.step(i, at: item)
            let completion = try body(i, scope)
            if !i.released.pending.isEmpty { try i.runDeinitializers() }
            return completion
        }
    }

    package func loweredStatement(_ stmt: StmtSyntax) -> LoweredStatement {
        cachedStatement(stmt) { lowerStatement(stmt) }
    }

    private func cachedStatement(_ node: some SyntaxProtocol, _ make: () -> LoweredStatement) -> LoweredStatement {
        if let code = lowering.statements[node.id] { return code.run }
        lowering.keepTree(of: node)
        let code = make()
        lowering.statements[node.id] = StatementCode(run: code)
        return code
    }

    private func lowerStatement(_ stmt: StmtSyntax) -> LoweredStatement {
        switch stmt.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let s): return lowerExpressionStatement(s.expression)
        case .returnStmt(let s):
            guard let expression = s.expression else { return { _, _ in .returned(.void) } }
            let value = lowered(expression, hint: .none)
            return { i, scope in .returned(try value(i, scope)) }
        case .guardStmt(let s): return lowerGuard(s)
        case .forStmt(let s): return lowerFor(s, label: nil)
        case .whileStmt(let s): return lowerWhile(s, label: nil)
        case .repeatStmt(let s): return lowerRepeat(s, label: nil)
        case .breakStmt(let s):
            let label = s.label?.text
            return { _, _ in .breakLoop(label) }
        case .continueStmt(let s):
            let label = s.label?.text
            return { _, _ in .continueLoop(label) }
        case .fallThroughStmt: return { _, _ in .fellThrough }
        case .labeledStmt(let s):
            let label = s.label.text
            if let f = s.statement.as(ForStmtSyntax.self) { return lowerFor(f, label: label) }
            if let w = s.statement.as(WhileStmtSyntax.self) { return lowerWhile(w, label: label) }
            if let r = s.statement.as(RepeatStmtSyntax.self) { return lowerRepeat(r, label: label) }
            let inner = loweredStatement(s.statement)
            return { i, scope in
                let completion = try inner(i, scope)
                if case .breakLoop(label) = completion { return .normal }
                return completion
            }
        case .doStmt(let s): return { i, scope in try i.executeDo(s, in: scope) }
        case .throwStmt(let s): return { i, scope in try i.executeThrow(s, in: scope) }
        // The block a `defer` is in runs its body when it is left (`loweredBlockWithDefers`);
        // where it stands, it does nothing.
        case .deferStmt: return { _, _ in .normal }
        default:
            return loweredUnsupported(.statements(keyword: stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "this"), at: stmt)
        }
    }

    /// `if` and `switch` written as statements pass `return`, `break` and `continue` on.
    private func lowerExpressionStatement(_ expr: ExprSyntax) -> LoweredStatement {
        if let ifExpr = expr.as(IfExprSyntax.self) { return lowerIf(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return { i, scope in try i.executeSwitch(switchExpr, in: scope) } }
        let value = lowered(expr, hint: .none)
        return { i, scope in
            _ = try value(i, scope)
            return .normal
        }
    }

    package func executeIf(_ node: IfExprSyntax, in scope: Scope) throws -> Completion {
        try cachedStatement(node) { lowerIf(node) }(self, scope)
    }

    private func lowerIf(_ node: IfExprSyntax) -> LoweredStatement {
        lowerIfChain(node, branch: { loweredBlock($0) }, none: .normal)
    }

    /// An `if`/`else if`/`else` chain, run as a statement or for its value (`lowerIfExpression`): the
    /// first branch runs in the scope its conditions bind into, an `else` block in a scope of its
    /// own. Not generic over what it gives: a closure of a generic result is called through a
    /// conversion thunk (a recursive function's `if n < 2` paid one at every call).
    package func lowerIfChain(_ node: IfExprSyntax, branch: (CodeBlockItemListSyntax) -> LoweredStatement,
                              none: Completion) -> LoweredStatement {
        let conditions = loweredConditions(node.conditions)
        let body = branch(node.body.statements)
        let otherwise: LoweredStatement?
        switch node.elseBody {
        case .ifExpr(let elseIf): otherwise = lowerIfChain(elseIf, branch: branch, none: none)
        case .codeBlock(let block):
            let code = branch(block.statements)
            otherwise = Self.declaresNames(block.statements) ? { i, scope in try code(i, Scope(parent: scope)) } : code
        case nil: otherwise = nil
        }
        guard Self.bindsNames(node.conditions) || Self.declaresNames(node.body.statements) else {
            // With no `else`, a false condition gives `none` with no closure called to say so (in a
            // loop, most runs of `if i % 50 == 49 { … }`).
            guard let otherwise else { return { i, scope in try conditions(i, scope) ? body(i, scope) : none } }
            return { i, scope in try conditions(i, scope) ? body(i, scope) : otherwise(i, scope) }
        }
        return { i, scope in
            let inner = Scope(parent: scope)
            if try conditions(i, inner) { return try body(i, inner) }
            return try otherwise?(i, scope) ?? none
        }
    }

    /// Whether running `items` may declare a name in the scope it runs in: a declaration or a `guard`
    /// at its top level. A branch that cannot runs in the enclosing scope, with no scope made for it
    /// (`if n < 2 { return n }` made one at every call of a recursive function).
    private static func declaresNames(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            switch item.item {
            case .decl: true
            case .stmt(let s): s.is(GuardStmtSyntax.self)
            case .expr: false
            }
        }
    }

    /// Whether conditions bind names (`if let`, `if case`), which the branch's scope receives.
    private static func bindsNames(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { if case .expression = $0.condition { false } else { true } }
    }

    private func lowerGuard(_ s: GuardStmtSyntax) -> LoweredStatement {
        let conditions = loweredConditions(s.conditions)
        let body = loweredBlock(s.body.statements)
        return { i, scope in
            if try conditions(i, scope) { return .normal }
            let completion = try body(i, Scope(parent: scope))
            if case .normal = completion {
                throw i.error(.guardFallsThrough, at: s.body)
            }
            return completion
        }
    }

    package func executeSwitch(_ node: SwitchExprSyntax, in scope: Scope) throws -> Completion {
        let subject = try evaluate(node.subject, in: scope)
        guard let (matched, caseScope) = try matchSwitchCase(node, subject: subject, in: scope) else { return .normal }
        var caseSyntax = matched
        var completion = try executeBlock(caseSyntax.statements, in: caseScope)
        // `fallthrough` runs the next case's statements, its pattern not matched (Swift allows it
        // only into a case that binds no names, and not from the last case).
        while case .fellThrough = completion, let next = Self.caseAfter(caseSyntax, in: node) {
            caseSyntax = next
            completion = try executeBlock(next.statements, in: Scope(parent: scope))
        }
        switch completion {
        case .breakLoop(nil), .fellThrough: return .normal
        default: return completion
        }
    }

    private static func caseAfter(_ c: SwitchCaseSyntax, in node: SwitchExprSyntax) -> SwitchCaseSyntax? {
        let cases = node.cases.compactMap { if case .switchCase(let s) = $0 { s } else { nil } }
        guard let k = cases.firstIndex(where: { $0.id == c.id }), k + 1 < cases.count else { return nil }
        return cases[k + 1]
    }
}
