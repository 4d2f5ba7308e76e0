import SwiftSyntax

/// A numeric function's parameters and locals, one word each (`NumericKind`), on the `NumericStack`.
package typealias NumericFrame = UnsafeMutablePointer<Int>
/// An expression of the numeric tier: the word of its value.
package typealias NumericCode = (Interpreter, NumericFrame) throws -> Int
/// A statement of the numeric tier.
package typealias NumericStatement = (Interpreter, NumericFrame) throws -> NumericFlow

/// An expression's code kept in an array: in a struct, so that it is called as it was made (an
/// array of closures holds each behind a reabstraction thunk, and calls it through two).
struct NumericOperand { let run: NumericCode }
/// An operator's operand: a literal or a name is read in place, with its step, rather than
/// through a closure of its own.
enum NumericLeaf {
    case constant(Int, ExprSyntax)
    case slot(Int, ExprSyntax)
    case code(NumericCode)

    @inline(__always) func word(_ i: Interpreter, _ frame: NumericFrame) throws -> Int {
        switch self {
        case .constant(let word, let node):
            try i.budget.step(i, at: node)
            return word
        case .slot(let slot, let node):
            try i.budget.step(i, at: node)
            return frame[slot]
        case .code(let code): return try code(i, frame)
        }
    }
}

/// A statement's code kept in an array, for the same reason.
struct NumericStep { let run: NumericStatement }

/// A function's compiled body, held by its function: one expression (`NumericExpressionBody`), or
/// statements that end in a `return` on every path (`NumericStatementsBody`). Subclasses rather
/// than an enum: a closure bound from an enum's case is retained for its call.
class NumericBodyCode {
    func run(_ i: Interpreter, _ frame: NumericFrame) throws -> Int { 0 }
}

final class NumericExpressionBody: NumericBodyCode {
    private let code: NumericCode
    init(_ code: @escaping NumericCode) { self.code = code }
    override func run(_ i: Interpreter, _ frame: NumericFrame) throws -> Int { try code(i, frame) }
}

/// Its first statement, then the others' code: a call fewer than through one chain. (Not an
/// Optional: a closure in one is called through a reabstraction thunk, and retained.)
final class NumericStatementsBody: NumericBodyCode {
    private let first: NumericStatement
    private let rest: NumericStatement
    init(first: @escaping NumericStatement, rest: @escaping NumericStatement) { self.first = first; self.rest = rest }
    override func run(_ i: Interpreter, _ frame: NumericFrame) throws -> Int {
        if case .returned(let word) = try first(i, frame) { return word }
        if case .returned(let word) = try rest(i, frame) { return word }
        return 0  // never: every path returns (`NumericBody.alwaysReturns`)
    }
}

/// How a statement of the numeric tier ends: as the general path's `Completion`, without values
/// to retain (a returned value is its word).
package enum NumericFlow { case normal, returned(Int), broke, continued }

/// A global function whose parameters, locals and result are Int, Double or Bool, and whose body
/// only computes with them and calls such functions (`NumericCompiler`): it runs over a frame of
/// words, with no scope, variable or `Value` made at a call. It counts the budget's steps where the
/// general path counts them, enters and leaves the depth budget at each call, and reports an
/// overflow or a division by zero through the general path's operators, so that it behaves as the
/// function's general code does, only faster (issue 26: recursion at CPython's speed).
package final class NumericFunction {
    /// Quoted by the depth budget's message, as the general path quotes the function.
    let name: String
    let parameters: [NumericKind]
    let result: NumericKind
    /// The global scope's `functionsStamp` when compiled: while it stays, every call in the body
    /// means the function it meant then (a global declaration changes it).
    let stamp: Int
    @exclusivity(unchecked) var slotCount = 0
    /// Set once compiled; its calls hold the functions they call. A call reads it through
    /// `unretainedBody`: a closure read from a variable is retained for the call, a tenth of one.
    @exclusivity(unchecked) var body = NumericBodyCode() {
        didSet { unretainedBody = Unmanaged.passUnretained(body) }
    }
    @exclusivity(unchecked) private var unretainedBody: Unmanaged<NumericBodyCode>

    init(name: String, parameters: [NumericKind], result: NumericKind, stamp: Int) {
        self.name = name; self.parameters = parameters; self.result = result; self.stamp = stamp
        unretainedBody = Unmanaged.passUnretained(body)
    }

    /// Lets go of what the body holds (the functions it calls, which may call this one back).
    func retire() { body = NumericBodyCode() }

    /// The body run in `frame`, its arguments written, inside the depth budget, as
    /// `Interpreter.callPlain` runs a call.
    @inline(__always) func run(_ i: Interpreter, _ frame: NumericFrame, at node: Syntax) throws -> Int {
        try i.budget.enter(i, at: node, "'\(name)'")
        defer { i.budget.leave() }
        return try unretainedBody._withUnsafeGuaranteedRef { try $0.run(i, frame) }
    }
}

/// What a function's numeric form is, worked out at its first plain call and again whenever the
/// global scope's functions change.
package enum NumericForm {
    case untried
    case refused(stamp: Int)
    case compiled(NumericFunction)
}
