import SwiftSyntax

/// One function's body compiled to the numeric tier: its names resolved to slots of the frame and
/// its expressions typed once, as Swift types them (an integer literal takes the type of what it
/// meets: `x * 2` with `x` a Double is a Double product). A construct it does not take throws
/// `NumericRefusal`, and the function keeps the general path.
///
/// Steps are counted where the general path counts them (`Interpreter.lower`, `loweredItem`, the
/// loops): one for each expression evaluated, one for each statement, one for each iteration.
struct NumericBody {
    unowned let compiler: NumericCompiler
    let interpreter: Interpreter
    let function: UserFunction
    let numeric: NumericFunction
    private(set) var slotCount = 0
    /// The names of each block open, innermost last.
    private var blocks: [[String: Local]] = []
    /// How many loops enclose the statement being compiled (`break` and `continue` need one).
    var loopDepth = 0

    struct Local {
        let slot: Int
        let kind: NumericKind
        let isVariable: Bool
    }

    init(compiler: NumericCompiler, interpreter: Interpreter, function: UserFunction, numeric: NumericFunction) {
        self.compiler = compiler; self.interpreter = interpreter; self.function = function; self.numeric = numeric
    }

    /// The body's code: the parameters in the first slots, as the caller writes them.
    mutating func compiled() throws -> NumericBodyCode {
        blocks = [[:]]
        for (p, kind) in zip(function.parameters, numeric.parameters) {
            guard blocks[0][p.name] == nil else { throw NumericRefusal() }
            _ = declare(p.name, kind: kind, isVariable: false)
        }
        guard let items = function.body else { throw NumericRefusal() }
        if let single = function.singleExpression ?? (items.count == 1 ? interpreter.implicitReturn(items.first!) : nil) {
            // A body of one expression returns its value and counts no statement (`lowerBody`).
            return NumericExpressionBody(try code(single, as: numeric.result))
        }
        // Swift refuses a body that can end without a return; the general path would give `()`.
        guard Self.alwaysReturns(items) else { throw NumericRefusal() }
        // A function's body runs its first statement itself (`NumericStatementsBody`).
        let list = try statementList(items)
        return NumericStatementsBody(first: Self.sequence(Array(list.prefix(1))), rest: Self.sequence(Array(list.dropFirst())))
    }

    /// Whether every path through `items` ends in a `return`: its last statement is one, or an
    /// `if` with an `else` whose branches all end in one.
    private static func alwaysReturns(_ items: CodeBlockItemListSyntax) -> Bool {
        guard let last = items.last else { return false }
        switch last.item {
        case .stmt(let s):
            if s.is(ReturnStmtSyntax.self) { return true }
            return s.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self).map(alwaysReturns) ?? false
        case .expr(let e): return e.as(IfExprSyntax.self).map(alwaysReturns) ?? false
        case .decl: return false
        }
    }

    private static func alwaysReturns(_ e: IfExprSyntax) -> Bool {
        guard alwaysReturns(e.body.statements) else { return false }
        switch e.elseBody {
        case .ifExpr(let next): return alwaysReturns(next)
        case .codeBlock(let block): return alwaysReturns(block.statements)
        case nil: return false
        }
    }

    // MARK: Names

    mutating func declare(_ name: String, kind: NumericKind, isVariable: Bool) -> Int {
        let slot = slotCount
        slotCount += 1
        blocks[blocks.count - 1][name] = Local(slot: slot, kind: kind, isVariable: isVariable)
        return slot
    }

    func local(_ name: String) -> Local? {
        for block in blocks.reversed() { if let local = block[name] { return local } }
        return nil
    }

    func declaredInInnermostBlock(_ name: String) -> Bool { blocks.last?[name] != nil }

    mutating func openBlock() { blocks.append([:]) }
    mutating func closeBlock() { blocks.removeLast() }
}
