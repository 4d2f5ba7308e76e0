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
typealias LoweredExpression = (Interpreter, Scope) throws -> Value
typealias LoweredStatement = (Interpreter, Scope) throws -> Completion
/// The conditions of an `if`, `guard` or `while`, evaluated in the scope that receives the names
/// they bind (a binding is visible to the conditions after it).
typealias LoweredCondition = (Interpreter, Scope) throws -> Bool

/// What lowering one node gives: a constant (a literal), code that counts its own step of the
/// budget, or code to which `lower(_:hint:)` adds the step. Every closure called costs a retain
/// and a release of its context, so the commonest nodes make one closure rather than two.
enum LoweredNode {
    case constant(Value)
    case counted(LoweredExpression)
    case code(LoweredExpression)
}

/// Lowered code kept in an array, a dictionary or an optional. Swift keeps a function stored in a
/// generic container at its most general representation, and calls it through a conversion thunk;
/// a struct's field keeps it as it is.
struct ExpressionCode { let run: LoweredExpression }
struct StatementCode { let run: LoweredStatement }
struct ConditionCode { let run: LoweredCondition }

/// An expression's lowering depends on the type its context expects (`100 / 3` is a Double in
/// `.frame(width:)`), so the cache keys on both.
struct LoweringKey: Hashable {
    let node: SyntaxIdentifier
    let hint: Hint
}

/// The lowered code of one interpreter's programs, by syntax node.
final class LoweringCache {
    var expressions: [LoweringKey: ExpressionCode] = [:]
    var statements: [SyntaxIdentifier: StatementCode] = [:]
    var blocks: [SyntaxIdentifier: StatementCode] = [:]
    var conditions: [SyntaxIdentifier: ConditionCode] = [:]
    var bodies: [SyntaxIdentifier: LoweredBody] = [:]
    /// The constructs viewlab does not run met while lowering, for the check before running.
    var unsupported: [Diagnostic] = []
    /// The trees whose nodes are keys above. A node's identifier names its tree by the tree's memory,
    /// so a tree must outlive its entries: a freed tree's memory could be reused by a new one.
    private var trees: [SyntaxIdentifier: Syntax] = [:]

    func keepTree(of node: some SyntaxProtocol) {
        let root = node.root
        if trees[root.id] == nil { trees[root.id] = root }
    }
}
