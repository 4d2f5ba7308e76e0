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
    /// The function compiled; nil for a loop of the general path (`NumericLoop`), which is compiled
    /// as a function of no parameters returning nothing, its frame described by `numeric`.
    let function: UserFunction?
    let numeric: NumericFunction
    /// A loop's, and the scope it is compiled in, where it finds the names it does not declare.
    let loop: (code: NumericLoop, scope: Scope)?
    private(set) var slotCount = 0
    /// The names of each block open, innermost last.
    private var blocks: [[String: Local]] = []
    /// How many loops enclose the statement being compiled (`break` and `continue` need one).
    var loopDepth = 0

    /// A method's stored properties of `self`, by name: a slot each (`NumericFunction.selfFields`).
    private var selfProperties: [String: Local] = [:]

    struct Local {
        let slot: Int
        let kind: NumericKind
        let isVariable: Bool
        /// A number or Bool of `kind` in its word; else what its word is the place of on the stack.
        var shape = NumericShape.scalar
        /// A stored property of `self`: its place in `NumericFunction.selfFields`.
        var selfField: Int?
        /// A variable a loop finds outside it: its place in `NumericLoop.outer`.
        var outer: Int?
    }

    init(compiler: NumericCompiler, interpreter: Interpreter, function: UserFunction, numeric: NumericFunction) {
        self.compiler = compiler; self.interpreter = interpreter; self.function = function; self.numeric = numeric
        loop = nil
    }

    /// The body of `loop`, a loop of the general path compiled in `scope`.
    init(compiler: NumericCompiler, interpreter: Interpreter, loop: NumericLoop, in scope: Scope) {
        self.compiler = compiler; self.interpreter = interpreter; function = nil; numeric = loop.frame
        self.loop = (loop, scope)
        blocks = [[:]]
    }

    /// The body's code: the parameters in the first slots, as the caller writes them.
    mutating func compiled() throws -> NumericBodyCode {
        guard let function, let items = function.body else { throw NumericRefusal() }
        blocks = [[:]]
        for (p, type) in zip(function.parameters, numeric.parameters) {
            guard blocks[0][p.name] == nil else { throw NumericRefusal() }
            _ = declare(p.name, kind: type.kind, isVariable: false, shape: type.isArray ? .array : .scalar, isParameter: true)
        }
        // A function returning nothing runs its statements to their end or a `return` (`lowerBody`
        // takes no single expression of a function with no return type).
        if numeric.result != .void {
            if let single = function.singleExpression ?? (items.count == 1 ? interpreter.implicitReturn(items.first!) : nil) {
                // A body of one expression returns its value and counts no statement (`lowerBody`).
                return NumericExpressionBody(try returned(single))
            }
            // Swift refuses a body that can end without a return; the general path would give `()`.
            guard Self.alwaysReturns(items) else { throw NumericRefusal() }
        }
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

    mutating func declare(_ name: String, kind: NumericKind, isVariable: Bool, shape: NumericShape = .scalar, isParameter: Bool = false) -> Int {
        let slot = newSlot()
        blocks[blocks.count - 1][name] = Local(slot: slot, kind: kind, isVariable: isVariable, shape: shape)
        // A parameter's array is pushed by the caller, a local's at the call's start.
        if shape == .array, !isParameter { numeric.arrayLocals.append(slot) }
        return slot
    }

    /// The number or Bool `name` means here (nil for an array or a string, or a name the body does not declare).
    mutating func local(_ name: String) -> Local? {
        guard let found = lookup(name), found.shape == .scalar else { return nil }
        return found
    }

    /// The array of objects `name` means here, and their class.
    mutating func objects(_ name: String) -> (local: Local, type: String)? {
        guard let found = lookup(name), case .objects(let type) = found.shape else { return nil }
        return (found, type)
    }

    /// The dictionary `name` means here, and whether its keys are strings.
    mutating func dictionary(_ name: String) -> (local: Local, stringKeys: Bool)? {
        guard let found = lookup(name), case .dictionary(let stringKeys) = found.shape else { return nil }
        return (found, stringKeys)
    }

    /// The string `name` means here.
    mutating func string(_ name: String) -> Local? {
        guard let found = lookup(name), found.shape == .string else { return nil }
        return found
    }

    /// The array `name` means here.
    mutating func array(_ name: String) -> Local? {
        guard let found = lookup(name), found.shape == .array else { return nil }
        return found
    }

    /// What `name` means: the innermost declaration, else (in a method) a stored property of `self`,
    /// else (in a loop) a variable outside the loop.
    private mutating func lookup(_ name: String) -> Local? {
        for block in blocks.reversed() { if let local = block[name] { return local } }
        if let loop { return outerVariable(name, of: loop.code, in: loop.scope) }
        return try? selfProperty(name)
    }

    /// `spacing` in a method of `struct Rows { var spacing = 4.0 }`, `history` in one of `class
    /// Account { var history: [Int] = [] }`: a stored property with no wrapper whose type is written
    /// (a number, a Bool or an array of them) or is its initial literal's, given a slot written from
    /// `self` when the call starts. A class's `var` may be written, and is written back to its object
    /// when the call ends (`NumericSelfField.isWritten`); a struct's method is not `mutating`. A
    /// property the type computes, or of another type, keeps the method on the general path.
    private mutating func selfProperty(_ name: String) throws -> Local? {
        guard let type = numeric.selfType else { return nil }
        if let known = selfProperties[name] { return known }
        guard let declaration = interpreter.types[type], declaration.computed[name] == nil,
              let stored = declaration.stored.first(where: { $0.name == name }), stored.wrapper == nil, !stored.isLazy else { return nil }
        let numericType: NumericType
        if let written = stored.type {
            guard let t = NumericType(written) else { return nil }
            numericType = t
        } else {
            switch stored.initialValue?.as(ExprSyntaxEnum.self) {
            case .floatLiteralExpr: numericType = .scalar(.double)
            case .integerLiteralExpr: numericType = .scalar(.int)
            case .booleanLiteralExpr: numericType = .scalar(.bool)
            default: return nil
            }
        }
        let local = Local(slot: slotCount, kind: numericType.kind, isVariable: declaration.kind == .classType && !stored.isConstant,
                          shape: numericType.isArray ? .array : .scalar, selfField: numeric.selfFields.count)
        slotCount += 1
        selfProperties[name] = local
        numeric.add(selfField: NumericSelfField(name: name, slot: local.slot, type: numericType))
        return local
    }

    /// Notes that the body writes `target`, which, when it is a property of `self`, is written back
    /// to its object when the call ends.
    func writes(_ target: Local) {
        if let k = target.selfField { numeric.noteWrite(ofSelfField: k) }
        if let k = target.outer { loop?.code.noteWrite(ofOuter: k) }
    }

    /// Gives a new slot.
    mutating func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    func declaredInInnermostBlock(_ name: String) -> Bool { blocks.last?[name] != nil }

    mutating func openBlock() { blocks.append([:]) }
    mutating func closeBlock() { blocks.removeLast() }
}
