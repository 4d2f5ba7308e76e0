import SwiftSyntax

/// Code lowered from swift-syntax, once per node: a closure that runs without inspecting the syntax
/// tree again (closure compilation, the resolver of *Crafting Interpreters* grown into a compiler).
/// A lowered node captures its lowered children, its pre-parsed literals and classified operators;
/// it keeps its syntax node only to name a location when it reports a diagnostic.
///
/// Every expression and statement kind is lowered. What lowered code calls at run time (name and
/// member lookup, calls, construction, assignment, the SwiftUI builders) lives in `Evaluation/`,
/// `SwiftUI/` and `Builtins/`; those still take syntax nodes, for locations and for the argument
/// lists (`PendingArgument`) whose lowered code they run.
package typealias LoweredExpression = (Interpreter, Scope) throws -> Value
package typealias LoweredStatement = (Interpreter, Scope) throws -> Completion
/// The conditions of an `if`, `guard` or `while`, evaluated in the scope that receives the names
/// they bind (a binding is visible to the conditions after it).
package typealias LoweredCondition = (Interpreter, Scope) throws -> Bool

/// What lowering one node gives: a constant (a literal), code that counts its own step of the
/// budget, or code to which `lower(_:hint:)` adds the step. Every closure called costs a retain
/// and a release of its context, so the commonest nodes make one closure rather than two.
package enum LoweredNode {
    case constant(Value)
    case counted(LoweredExpression)
    case code(LoweredExpression)
}

/// Lowered code kept in an array, a dictionary or an optional. Swift keeps a function stored in a
/// generic container at its most general representation, and calls it through a conversion thunk;
/// a struct's field keeps it as it is.
package struct ExpressionCode { package let run: LoweredExpression }
package struct StatementCode { package let run: LoweredStatement }
package struct ConditionCode { package let run: LoweredCondition }

/// An expression's lowering depends on the type its context expects (`100 / 3` is a Double in
/// `.frame(width:)`), so the cache keys on both.
package struct LoweringKey: Hashable {
    package let node: SyntaxIdentifier
    package let hint: Hint
}

/// The lowered code of one interpreter's programs, by syntax node.
package final class LoweringCache {
    package var expressions: [LoweringKey: ExpressionCode] = [:]
    package var statements: [SyntaxIdentifier: StatementCode] = [:]
    package var blocks: [SyntaxIdentifier: StatementCode] = [:]
    package var conditions: [SyntaxIdentifier: ConditionCode] = [:]
    package var bodies: [SyntaxIdentifier: LoweredBody] = [:]
    /// Whether a `Text` literal's text may hold Markdown, by literal (SwiftUI's `Views.swift`).
    package var mayHoldMarkdown: [SyntaxIdentifier: Bool] = [:]
    /// The constructs viewlab does not run met while lowering, for the check before running.
    package var unsupported: [Diagnostic] = []
    /// The trees whose nodes are keys above. A node's identifier names its tree by the tree's memory,
    /// so a tree must outlive its entries: a freed tree's memory could be reused by a new one.
    private var trees: [SyntaxIdentifier: Syntax] = [:]

    package func keepTree(of node: some SyntaxProtocol) {
        let root = node.root
        if trees[root.id] == nil { trees[root.id] = root }
    }
}
