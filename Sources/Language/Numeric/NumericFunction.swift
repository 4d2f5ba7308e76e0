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
    /// `sums[end]`: an element of an array at an index a name holds.
    case element(NumericElement)
    case code(NumericCode)

    @inline(__always) func word(_ i: Interpreter, _ frame: NumericFrame) throws -> Int {
        switch self {
        case .constant(let word, let node):
            try i.budget.step(i, at: node)
            return word
        case .slot(let slot, let node):
            try i.budget.step(i, at: node)
            return frame[slot]
        case .element(let e):
            try i.budget.step(i, at: e.sub)
            try i.budget.step(i, at: e.name)
            try i.budget.step(i, at: e.indexNode)
            return try e.read(i, frame)
        case .code(let code): return try code(i, frame)
        }
    }

    /// A name of a number of the frame (no index to check, no code to run).
    var isName: Bool { if case .slot = self { true } else { false } }
    var isConstant: Bool { if case .constant = self { true } else { false } }

    /// The steps a leaf read in place counts (its own, and its index's and array's); nil for code.
    var inPlaceSteps: Int? {
        switch self {
        case .constant, .slot: 1
        case .element: 3
        case .code: nil
        }
    }

    /// A leaf's word read in place, its steps counted already (`inPlaceSteps`).
    @inline(__always) func read(_ i: Interpreter, _ frame: NumericFrame) throws -> Int {
        switch self {
        case .constant(let word, _): return word
        case .slot(let slot, _): return frame[slot]
        case .element(let e): return try e.read(i, frame)
        case .code(let code): return try code(i, frame)
        }
    }
}

/// `a[k]` with `a` an array of the frame and `k` an Int of it: read in place by its operator.
struct NumericElement {
    let array: Int
    let index: Int
    let kind: NumericKind
    let sub: SubscriptCallExprSyntax
    let name: DeclReferenceExprSyntax
    let indexNode: ExprSyntax

    @inline(__always) func read(_ i: Interpreter, _ frame: NumericFrame) throws -> Int {
        try NumericBody.word(i, frame[array], at: frame[index], kind, sub)
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
        return 0  // a function returning nothing, its last statement run
    }
}

/// How a statement of the numeric tier ends: as the general path's `Completion`, without values
/// to retain (a returned value is its word).
package enum NumericFlow {
    case normal, returned(Int), broke, continued

    @inline(__always) var isNormal: Bool { if case .normal = self { true } else { false } }
}

/// A global function, or a method of a struct or a class, whose parameters, locals and result are
/// Int, Double or Bool, arrays of them (or, for its result, a tuple of these, or nothing), and whose
/// body only computes with them and calls such functions (`NumericCompiler`): it runs over a frame
/// of words, with no scope, variable or `Value` made at a call (an array is held as the general path
/// holds it, and not copied). It counts the budget's steps where the general path counts them,
/// enters and leaves the depth budget at each call, and reports an overflow or a division by zero
/// through the general path's operators, so that it behaves as the function's general code does,
/// only faster (issue 26: recursion at CPython's speed).
package final class NumericFunction {
    /// Quoted by the depth budget's message, as the general path quotes the function.
    let name: String
    let parameters: [NumericType]
    let result: NumericResult
    /// The global scope's `functionsStamp` when compiled: while it stays, every call in the body
    /// means the function it meant then (a global declaration changes it).
    let stamp: Int
    /// A method's: the struct or class whose instances it runs on, and the stored properties its
    /// body reads (each a slot, written from `self` when the call starts, after the arguments: a
    /// struct's `self` cannot change in a method that is not `mutating`, and nothing else runs on a
    /// class's object while its method runs in the tier).
    let selfType: String?
    /// A method's `DeclarationEpoch` when compiled: an extension declared since may give `self` a
    /// method of a name its body calls, which would then mean that method.
    let epoch: Int?
    @exclusivity(unchecked) private(set) var selfFields: [NumericSelfField] = []
    /// The slots of the arrays among them, each given a place on the stack's arrays at a call.
    @exclusivity(unchecked) private(set) var selfArraySlots: [Int] = []
    /// The array of names `findsSelfFields` last found the properties' positions in.
    @exclusivity(unchecked) private var positionsFoundAmong: [String] = []
    /// Whether the body writes a property of `self` (a class's), written back when the call ends.
    @exclusivity(unchecked) private(set) var writesSelf = false
    @exclusivity(unchecked) var slotCount = 0
    /// The slots of the body's local arrays, each given a place on the stack's arrays at a call
    /// (its parameters' arrays are pushed by the caller).
    @exclusivity(unchecked) var arrayLocals: [Int] = []
    private let arrayParameters: Int
    var hasArrayParameters: Bool { arrayParameters > 0 }
    /// Set once compiled; its calls hold the functions they call. A call reads it through
    /// `unretainedBody`: a closure read from a variable is retained for the call, a tenth of one.
    @exclusivity(unchecked) var body = NumericBodyCode() {
        didSet { unretainedBody = Unmanaged.passUnretained(body) }
    }
    @exclusivity(unchecked) private var unretainedBody: Unmanaged<NumericBodyCode>

    init(name: String, parameters: [NumericType], result: NumericResult, stamp: Int, selfType: String? = nil) {
        self.name = name; self.parameters = parameters; self.result = result; self.stamp = stamp; self.selfType = selfType
        epoch = selfType == nil ? nil : DeclarationEpoch.current
        arrayParameters = parameters.count { $0.isArray }
        unretainedBody = Unmanaged.passUnretained(body)
    }

    func add(selfField field: NumericSelfField) {
        selfFields.append(field)
        if field.type.isArray { selfArraySlots.append(field.slot) }
    }

    /// Whether every property of `self` the body names is among `fields`, each at its `position`:
    /// found by name only for fields whose array of names is not the one they were last found in
    /// (a type's instances share one, `TypeDeclaration.storedNames`; it is kept here, so its storage
    /// is not another's).
    @inline(__always) func findsSelfFields(in fields: Fields) -> Bool {
        let same = !fields.names.isEmpty && fields.names.withUnsafeBufferPointer { a in
            positionsFoundAmong.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        return same || findSelfFields(in: fields)
    }

    private func findSelfFields(in fields: Fields) -> Bool {
        for k in selfFields.indices {
            guard let found = fields.position(of: selfFields[k].name) else { return false }
            selfFields[k].position = found
        }
        positionsFoundAmong = fields.names
        return true
    }

    func noteWrite(ofSelfField k: Int) {
        selfFields[k].isWritten = true
        writesSelf = true
    }

    /// Whether it is still what its declaration compiles to, with the global functions at `stamp`.
    func isCurrent(at stamp: Int) -> Bool {
        self.stamp == stamp && (epoch == nil || epoch == DeclarationEpoch.current)
    }

    /// The value a run that gave `word` returns to the general path.
    func resultValue(of word: Int, on stack: NumericStack) -> Value {
        switch result {
        case .word(let kind): kind.value(of: word)
        case .void: .void
        case .array, .tuple: stack.takeReturned()
        }
    }

    /// Lets go of what the body holds (the functions it calls, which may call this one back).
    func retire() { body = NumericBodyCode() }

    /// The body run in `frame`, its arguments written, inside the depth budget, as
    /// `Interpreter.callPlain` runs a call.
    @inline(__always) func run(_ i: Interpreter, _ frame: NumericFrame, at node: Syntax) throws -> Int {
        try i.budget.enter(i, at: node, "'\(name)'")
        defer { i.budget.leave() }
        if arrayParameters > 0 || !arrayLocals.isEmpty { return try runHoldingArrays(i, frame) }
        return try unretainedBody._withUnsafeGuaranteedRef { try $0.run(i, frame) }
    }

    /// The body run with its local arrays in places of their own; the call's arrays (its
    /// arguments' too, pushed last by the caller) are let go of when it returns or throws.
    private func runHoldingArrays(_ i: Interpreter, _ frame: NumericFrame) throws -> Int {
        let stack = i.numericStack, base = stack.arrays.count - arrayParameters
        defer { stack.popArrays(to: base) }
        for slot in arrayLocals { frame[slot] = stack.push(array: []) }
        return try unretainedBody._withUnsafeGuaranteedRef { try $0.run(i, frame) }
    }
}

/// A stored property of `self` that a method's body names: its slot, its type, and whether the body
/// writes it (a class's `var`).
struct NumericSelfField {
    let name: String
    let slot: Int
    let type: NumericType
    var isWritten = false
    /// Where it was among the fields of the last `self` (`NumericFunction.findsSelfFields(in:)`).
    var position = 0
}

/// What a function's numeric form is, worked out at its first plain call and again whenever the
/// global scope's functions change.
package enum NumericForm {
    case untried
    case refused(stamp: Int)
    case compiled(NumericFunction)
}
