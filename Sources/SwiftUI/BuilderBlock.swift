import SwiftSyntax

/// A `@ViewBuilder` block's statements as `buildView` runs them, worked out from the syntax once
/// per block (`SwiftUILibrary.builderBlock`): a ForEach's row runs the same block for every
/// element, and walking swift-syntax's lists and asking each expression what it is cost a third of
/// building a 10,000-row list's rows.
struct BuilderBlock {
    /// What the builder does with one statement.
    enum Step {
        /// A `let` or a local declaration, declared in the block's scope.
        case declaration(DeclSyntax)
        /// A view: an `if` chain, a `switch`, an optional chain (an Optional view) or any other
        /// expression.
        case ifChain(IfExprSyntax)
        case switchOver(SwitchExprSyntax)
        case view(ExprSyntax, isOptionalChain: Bool)
        /// A statement no builder takes: a loop (use ForEach) or any other.
        case loop(StmtSyntax)
        case notAllowed(StmtSyntax)
    }

    /// The block's syntax, which a block with a `return` runs as a function's body.
    let items: CodeBlockItemListSyntax
    /// Each statement with what it is, in order (the item is where the budget counts a step).
    let steps: [(item: CodeBlockItemSyntax, step: Step)]
    /// Whether the block has a `return`: then it is no builder block but a function's body (SE-0289).
    let returns: Bool

    init(_ items: CodeBlockItemListSyntax) {
        self.items = items
        returns = items.contains { if case .stmt(let s) = $0.item { s.is(ReturnStmtSyntax.self) } else { false } }
        steps = items.map { item in
            switch item.item {
            case .decl(let decl): (item, .declaration(decl))
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    (item, Self.step(e.expression))
                } else if stmt.is(ForStmtSyntax.self) || stmt.is(WhileStmtSyntax.self) || stmt.is(RepeatStmtSyntax.self) {
                    (item, .loop(stmt))
                } else {
                    (item, .notAllowed(stmt))
                }
            case .expr(let expr): (item, Self.step(expr))
            }
        }
    }

    private static func step(_ expr: ExprSyntax) -> Step {
        if let ifExpr = expr.as(IfExprSyntax.self) { return .ifChain(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return .switchOver(switchExpr) }
        return .view(expr, isOptionalChain: isOptionalChain(expr))
    }

    /// Whether `expr` is a chain of members and calls on an optional chaining (`image?.resizable()`).
    private static func isOptionalChain(_ expr: ExprSyntax) -> Bool {
        var current = expr
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
            return false
        }
    }
}
