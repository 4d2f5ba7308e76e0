import SwiftSyntax

/// The expressions of the numeric tier: literals, names, arithmetic, comparisons, `&&`, `||`, `!`,
/// parentheses, `?:`, `Double(n)` and calls of numeric functions. Each counts one step when it
/// runs, before its operands, as `Interpreter.lower` counts it.
extension NumericBody {
    typealias Typed = (kind: NumericKind, code: NumericCode)

    /// `e`'s code, of `kind`: a value of another type is Swift's type error, which the general path reports.
    mutating func code(_ e: ExprSyntax, as kind: NumericKind) throws -> NumericCode {
        let typed = try expression(e, expecting: kind)
        guard typed.kind == kind else { throw NumericRefusal() }
        return typed.code
    }

    /// The type Swift gives `e`; nil when it is integer literals only, whose type is the context's.
    func kind(of e: ExprSyntax) throws -> NumericKind? {
        switch e.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return nil
        case .floatLiteralExpr: return .double
        case .booleanLiteralExpr: return .bool
        case .declReferenceExpr(let r):
            guard r.argumentNames == nil, let local = local(r.baseName.text) else { throw NumericRefusal() }
            return local.kind
        case .tupleExpr(let t): return try kind(of: Self.parenthesized(t))
        case .prefixOperatorExpr(let p): return p.operator.text == "!" ? .bool : try kind(of: p.expression)
        case .infixOperatorExpr(let e):
            guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { throw NumericRefusal() }
            if NumericOperator(rawValue: op)?.isComparison != false { return .bool }
            return try kind(of: e.leftOperand) ?? kind(of: e.rightOperand)
        case .ternaryExpr(let t): return try kind(of: t.thenExpression) ?? kind(of: t.elseExpression)
        case .functionCallExpr(let c):
            guard let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { throw NumericRefusal() }
            if namesDoubleConversion(name) { return .double }
            guard local(name) == nil, let (callee, _) = compiler.callee(of: c, name: name, from: function) else { throw NumericRefusal() }
            return callee.result
        default: throw NumericRefusal()
        }
    }

    /// Whether a call of `name` is `Double(n)`: the standard library's, not something of the
    /// learner's declared with that name.
    private func namesDoubleConversion(_ name: String) -> Bool {
        name == "Double" && interpreter.globals.functions(named: name).isEmpty && interpreter.types[name] == nil
    }

    /// `e`'s code and type; `expecting` types its integer literals (`Double` makes `2` a 2.0).
    mutating func expression(_ e: ExprSyntax, expecting: NumericKind?) throws -> Typed {
        if let (kind, word) = try literal(e, expecting: expecting) { return constant(kind, word, at: e) }
        switch e.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let r):
            guard r.argumentNames == nil, let local = local(r.baseName.text) else { throw NumericRefusal() }
            let slot = local.slot
            return (local.kind, { i, frame in
                try i.budget.step(i, at: e)
                return frame[slot]
            })
        case .tupleExpr(let t):
            let inner = try expression(Self.parenthesized(t), expecting: expecting)
            let code = inner.code
            return (inner.kind, { i, frame in
                try i.budget.step(i, at: e)
                return try code(i, frame)
            })
        case .prefixOperatorExpr(let p): return try prefix(p, expecting: expecting)
        case .infixOperatorExpr(let infix): return try self.infix(infix, expecting: expecting)
        case .ternaryExpr(let t):
            let condition = try code(t.condition, as: .bool)
            let kind = try self.kind(of: t.thenExpression) ?? self.kind(of: t.elseExpression) ?? Self.numeric(expecting)
            let then = try code(t.thenExpression, as: kind), otherwise = try code(t.elseExpression, as: kind)
            return (kind, { i, frame in
                try i.budget.step(i, at: e)
                return try condition(i, frame) != 0 ? then(i, frame) : otherwise(i, frame)
            })
        case .functionCallExpr(let c): return try call(c)
        default: throw NumericRefusal()
        }
    }

    /// A literal's type and word, its type the context's number type for an integer; nil for
    /// anything but a literal.
    private func literal(_ e: ExprSyntax, expecting: NumericKind?) throws -> (kind: NumericKind, word: Int)? {
        switch e.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard expecting != .bool, let n = Interpreter.parseInteger(literal.literal.text) else { throw NumericRefusal() }
            return expecting == .double ? (.double, Double(n).asWord) : (.int, n)
        case .floatLiteralExpr(let literal):
            guard expecting != .int, expecting != .bool,
                  let d = Interpreter.parseFloat(literal.literal.text) else { throw NumericRefusal() }
            return (.double, d.asWord)
        case .booleanLiteralExpr(let literal): return (.bool, literal.literal.tokenKind == .keyword(.true) ? 1 : 0)
        default: return nil
        }
    }

    private func constant(_ kind: NumericKind, _ word: Int, at e: ExprSyntax) -> Typed {
        (kind, { i, _ in
            try i.budget.step(i, at: e)
            return word
        })
    }

    /// `(x)`: the one unlabelled element of parentheses.
    private static func parenthesized(_ t: TupleExprSyntax) throws -> ExprSyntax {
        guard t.elements.count == 1, let only = t.elements.first, only.label == nil else { throw NumericRefusal() }
        return only.expression
    }

    /// The type of integer literals with nothing else to type them: the context's number type, else Int.
    private static func numeric(_ expecting: NumericKind?) -> NumericKind {
        expecting == .double ? .double : .int
    }

    private mutating func prefix(_ p: PrefixOperatorExprSyntax, expecting: NumericKind?) throws -> Typed {
        let e = ExprSyntax(p)
        switch p.operator.text {
        case "!":
            let operand = try code(p.expression, as: .bool)
            return (.bool, { i, frame in
                try i.budget.step(i, at: e)
                return try operand(i, frame) == 0 ? 1 : 0
            })
        case "-":
            let kind = try self.kind(of: p.expression) ?? Self.numeric(expecting)
            let operand = try code(p.expression, as: kind)
            if kind == .double {
                return (.double, { i, frame in
                    try i.budget.step(i, at: e)
                    return (-(try operand(i, frame).asDouble)).asWord
                })
            }
            guard kind == .int else { throw NumericRefusal() }
            return (.int, { i, frame in
                try i.budget.step(i, at: e)
                let (negated, overflow) = Int(0).subtractingReportingOverflow(try operand(i, frame))
                if overflow { throw i.error(.overflow, at: p) }
                return negated
            })
        default: throw NumericRefusal()
        }
    }

    private mutating func infix(_ infix: InfixOperatorExprSyntax, expecting: NumericKind?) throws -> Typed {
        guard let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { throw NumericRefusal() }
        let e = ExprSyntax(infix)
        if text == "&&" || text == "||" {
            let lhs = try code(infix.leftOperand, as: .bool), rhs = try code(infix.rightOperand, as: .bool)
            let shortCircuit = text == "||" ? 1 : 0
            return (.bool, { i, frame in
                try i.budget.step(i, at: e)
                if try lhs(i, frame) == shortCircuit { return shortCircuit }
                return try rhs(i, frame)
            })
        }
        guard let op = NumericOperator(rawValue: text) else { throw NumericRefusal() }
        let operands = try kind(of: infix.leftOperand) ?? kind(of: infix.rightOperand)
            ?? (op.isComparison ? .int : Self.numeric(expecting))
        let lhs = try operand(infix.leftOperand, as: operands), rhs = try operand(infix.rightOperand, as: operands)
        let result: NumericKind = op.isComparison ? .bool : operands
        // `2 * x`: as the general path does, integer literals on the left after the right side.
        let rightFirst = Interpreter.evaluatesRightFirst(infix, text, hint: expecting == .double ? .double : .none)
        switch operands {
        case .int:
            if case .slot(let slot, let name) = lhs, case .constant(let c, let literal) = rhs {
                // `n - 1`, `i < count`: the most frequent shape, with its leaves read in place.
                return (result, { i, frame in
                    if !i.budget.tookQuickly(3) {
                        try i.budget.step(i, at: e)
                        try i.budget.step(i, at: name)
                        try i.budget.step(i, at: literal)
                    }
                    let a = frame[slot]
                    if let word = op.word(a, c) { return word }
                    return try Self.reported(text, a, c, at: e, i)
                })
            }
            if !rightFirst, case .code(let left) = lhs, case .code(let right) = rhs {
                // `fib(n - 1) + fib(n - 2)`: two operands of their own code (no literal on the left).
                return (result, { i, frame in
                    try i.budget.step(i, at: e)
                    let a = try left(i, frame), b = try right(i, frame)
                    if let word = op.word(a, b) { return word }
                    return try Self.reported(text, a, b, at: e, i)
                })
            }
            return (result, { i, frame in
                try i.budget.step(i, at: e)
                let (a, b) = try rightFirst ? Self.reversed(rhs.word(i, frame), lhs, i, frame) : (lhs.word(i, frame), rhs.word(i, frame))
                if let word = op.word(a, b) { return word }
                return try Self.reported(text, a, b, at: e, i)
            })
        case .double:
            // Swift has no `%` for floating point (`truncatingRemainder`): the general path says so.
            guard op != .remainder else { throw NumericRefusal() }
            return (result, { i, frame in
                try i.budget.step(i, at: e)
                let (a, b) = try rightFirst ? Self.reversed(rhs.word(i, frame), lhs, i, frame) : (lhs.word(i, frame), rhs.word(i, frame))
                return op.word(a.asDouble, b.asDouble)
            })
        case .bool:
            guard op == .equal || op == .notEqual else { throw NumericRefusal() }
            return (.bool, { i, frame in
                try i.budget.step(i, at: e)
                return (try lhs.word(i, frame) == rhs.word(i, frame)) == (op == .equal) ? 1 : 0
            })
        }
    }

    /// An overflow or a division by zero, which the general path's operator reports.
    static func reported(_ op: String, _ a: Int, _ b: Int, at e: ExprSyntax, _ i: Interpreter) throws -> Int {
        guard let word = NumericKind.int.word(of: try i.binary(op, .int(a), .int(b), at: e)) else { throw i.error(.overflow, at: e) }
        return word
    }

    /// The operands in order, the right one already evaluated.
    @inline(__always) private static func reversed(_ b: Int, _ lhs: NumericLeaf, _ i: Interpreter, _ frame: NumericFrame) throws -> (Int, Int) {
        (try lhs.word(i, frame), b)
    }

    /// An operand (of an operator, of a `return`): a literal or a name read in place, anything else its code.
    mutating func operand(_ e: ExprSyntax, as kind: NumericKind) throws -> NumericLeaf {
        if let (literalKind, word) = try literal(e, expecting: kind) {
            guard literalKind == kind else { throw NumericRefusal() }
            return .constant(word, e)
        }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            guard r.argumentNames == nil, let local = local(r.baseName.text), local.kind == kind else { throw NumericRefusal() }
            return .slot(local.slot, e)
        }
        return .code(try code(e, as: kind))
    }

    /// `Double(n)`, or a call of a numeric function: its step, its arguments in the caller's frame
    /// and in order, then the callee (`NumericFunction.call`).
    private mutating func call(_ c: FunctionCallExprSyntax) throws -> Typed {
        guard c.trailingClosure == nil, c.additionalTrailingClosures.isEmpty,
              let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, local(name) == nil else { throw NumericRefusal() }
        let node = Syntax(c)
        if namesDoubleConversion(name) {
            guard c.arguments.count == 1, let only = c.arguments.first, only.label == nil else { throw NumericRefusal() }
            let kind = try self.kind(of: only.expression) ?? .double
            guard kind != .bool else { throw NumericRefusal() }
            let operand = try code(only.expression, as: kind)
            let converts = kind == .int
            return (.double, { i, frame in
                try i.budget.step(i, at: node)
                let word = try operand(i, frame)
                return converts ? Double(word).asWord : word
            })
        }
        guard let (callee, pending) = compiler.callee(of: c, name: name, from: function),
              pending.count == callee.parameters.count else { throw NumericRefusal() }
        var arguments: [NumericOperand] = []
        for (argument, kind) in zip(pending, callee.parameters) {
            guard let expr = argument.syntax.as(ExprSyntax.self) else { throw NumericRefusal() }
            arguments.append(NumericOperand(run: try code(expr, as: kind)))
        }
        return (callee.result, Self.calling(callee, with: arguments, at: node))
    }

    /// The code of a call: a frame pushed on the numeric stack, the arguments written into it in
    /// order (evaluated in the caller's frame), the body run, the frame popped. One argument is
    /// written without a loop, and no closure is made around the call (one retained what it
    /// captured at every call).
    private static func calling(_ callee: NumericFunction, with arguments: [NumericOperand], at node: Syntax) -> NumericCode {
        switch arguments.count {
        case 1:
            let a0 = arguments[0].run
            return { i, frame in
                try i.budget.step(i, at: node)
                let stack = i.numericStack, base = stack.top, count = callee.slotCount
                let new = stack.push(count)
                defer { stack.pop(new, count: count, to: base) }
                new[0] = try a0(i, frame)
                return try callee.run(i, new, at: node)
            }
        default:
            return { i, frame in
                try i.budget.step(i, at: node)
                let stack = i.numericStack, base = stack.top, count = callee.slotCount
                let new = stack.push(count)
                defer { stack.pop(new, count: count, to: base) }
                for k in arguments.indices { new[k] = try arguments[k].run(i, frame) }
                return try callee.run(i, new, at: node)
            }
        }
    }
}
