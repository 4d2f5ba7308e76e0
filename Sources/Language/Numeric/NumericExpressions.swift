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
    mutating func kind(of e: ExprSyntax) throws -> NumericKind? {
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
            if let kind = try standardFunctionKind(c, name) { return kind }
            guard local(name) == nil, array(name) == nil, let (callee, _) = compiler.callee(of: c, name: name, from: function),
                  let kind = callee.result.word else { throw NumericRefusal() }
            return kind
        case .subscriptCallExpr(let sub):
            guard let name = sub.calledExpression.as(DeclReferenceExprSyntax.self), let local = array(name.baseName.text) else { throw NumericRefusal() }
            return local.kind
        case .memberAccessExpr(let m):
            if let (_, typed) = constant(m) { return typed ? .double : nil }
            guard let base = m.base?.as(DeclReferenceExprSyntax.self), array(base.baseName.text) != nil else { throw NumericRefusal() }
            switch m.declName.baseName.text {
            case "count": return .int
            case "isEmpty": return .bool
            default: throw NumericRefusal()
            }
        default: throw NumericRefusal()
        }
    }

    /// Whether a call of `name` is `Double(n)`: the standard library's, not something of the
    /// learner's declared with that name.
    private func namesDoubleConversion(_ name: String) -> Bool {
        (name == "Double" || name == "CGFloat") && namesStandardFunction(name)
    }

    /// Whether `name` is the standard library's, not something of the learner's declared with that name.
    func namesStandardFunction(_ name: String) -> Bool {
        interpreter.globals.functions(named: name).isEmpty && interpreter.types[name] == nil
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
            if let infix = try Self.parenthesized(t).as(InfixOperatorExprSyntax.self),
               let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, NumericOperator(rawValue: op) != nil {
                // `(sums[end] - sums[first])`: the parentheses' step counted by the operator's code.
                return try self.infix(infix, expecting: expecting, inside: e)
            }
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
        case .functionCallExpr(let c):
            let (result, code) = try call(c)
            guard let kind = result.word else { throw NumericRefusal() }
            return (kind, code)
        case .subscriptCallExpr(let sub): return try element(sub)
        case .memberAccessExpr(let m):
            if let (value, typed) = constant(m), typed || expecting == .double { return constant(.double, value.asWord, at: e) }
            guard let property = try arrayProperty(m) else { throw NumericRefusal() }
            return property
        default: throw NumericRefusal()
        }
    }

    /// `Double.pi`, `CGFloat.infinity`, or `.pi` and `.infinity` where a Double is expected
    /// (`[Double](repeating: .infinity, count: n)`): the value, and whether its type is written.
    private func constant(_ m: MemberAccessExprSyntax) -> (value: Double, typed: Bool)? {
        guard m.declName.argumentNames == nil else { return nil }
        let value: Double
        switch m.declName.baseName.text {
        case "pi": value = .pi
        case "infinity": value = .infinity
        default: return nil
        }
        guard let base = m.base else { return (value, false) }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type == "Double" || type == "CGFloat",
              namesStandardFunction(type) else { return nil }
        return (value, true)
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

    /// An operator's code; `inside` is parentheses around it, whose step comes first.
    private mutating func infix(_ infix: InfixOperatorExprSyntax, expecting: NumericKind?, inside parentheses: ExprSyntax? = nil) throws -> Typed {
        guard let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { throw NumericRefusal() }
        let e = ExprSyntax(infix)
        if text == "&&" || text == "||" {
            guard parentheses == nil else { throw NumericRefusal() }
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
        // Swift has no `%` for floating point (`truncatingRemainder`), nor an order of Bools: the general path says so.
        guard operands != .double || op != .remainder, operands != .bool || op == .equal || op == .notEqual else { throw NumericRefusal() }
        return (result, Self.applying(op, to: operands, lhs, rhs, rightFirst: rightFirst, at: e, inside: parentheses, text))
    }

    /// An operator's code for the shape of its operands: a name or a literal is read in place, and
    /// the steps of the operator and of such operands are counted at once (`Budget.tookQuickly`)
    /// when none of them is one the budget checks at; else each is counted at its node, in order.
    private static func applying(_ op: NumericOperator, to kind: NumericKind, _ lhs: NumericLeaf, _ rhs: NumericLeaf,
                                 rightFirst: Bool, at e: ExprSyntax, inside parentheses: ExprSyntax?, _ text: String) -> NumericCode {
        // The operator's own steps: its parentheses', then its own.
        let own = parentheses == nil ? 1 : 2
        let stepOwn: (Interpreter) throws -> Void = { i in
            if let parentheses { try i.budget.step(i, at: parentheses) }
            try i.budget.step(i, at: e)
        }
        let stepwise: NumericCode = { i, frame in
            if !i.budget.tookQuickly(own) { try stepOwn(i) }
            let (a, b) = try rightFirst ? Self.reversed(rhs.word(i, frame), lhs, i, frame) : (lhs.word(i, frame), rhs.word(i, frame))
            return try apply(op, kind, a, b, i, e, text)
        }
        switch (lhs, rhs) {
        case (.slot(let x, _), .slot(let y, _)):
            return { i, frame in
                guard i.budget.tookQuickly(own + 2) else { return try stepwise(i, frame) }
                return try apply(op, kind, frame[x], frame[y], i, e, text)
            }
        case (.slot(let x, _), .constant(let c, _)):
            return { i, frame in
                guard i.budget.tookQuickly(own + 2) else { return try stepwise(i, frame) }
                return try apply(op, kind, frame[x], c, i, e, text)
            }
        case (.constant(let c, _), .slot(let y, _)):
            return { i, frame in
                guard i.budget.tookQuickly(own + 2) else { return try stepwise(i, frame) }
                return try apply(op, kind, c, frame[y], i, e, text)
            }
        case (.slot(let x, let name), .code(let right)) where !rightFirst:
            return { i, frame in
                if !i.budget.tookQuickly(own + 1) {
                    try stepOwn(i)
                    try i.budget.step(i, at: name)
                }
                let b = try right(i, frame)
                return try apply(op, kind, frame[x], b, i, e, text)
            }
        case (.code(let left), _) where !rightFirst && rhs.inPlaceSteps != nil:
            // `Double(end - first - 1)`, `best[first] + … < best[end]`: the right operand read in place after the left.
            let rightSteps = rhs.inPlaceSteps!
            return { i, frame in
                if !i.budget.tookQuickly(own) { try stepOwn(i) }
                let a = try left(i, frame)
                let b = try i.budget.tookQuickly(rightSteps) ? rhs.read(i, frame) : rhs.word(i, frame)
                return try apply(op, kind, a, b, i, e, text)
            }
        case (.element, .code(let right)) where !rightFirst:
            let steps = own + 3
            return { i, frame in
                guard i.budget.tookQuickly(steps) else { return try stepwise(i, frame) }
                let a = try lhs.read(i, frame), b = try right(i, frame)
                return try apply(op, kind, a, b, i, e, text)
            }
        case _ where lhs.inPlaceSteps != nil && rhs.inPlaceSteps != nil:
            // `sums[end] - sums[first]`, `cost < best[end]`: every step counted at once; when one
            // operand stops with an error, the other's steps, not reached, are given back.
            let (first, second) = rightFirst ? (rhs, lhs) : (lhs, rhs)
            let secondSteps = second.inPlaceSteps!, steps = own + first.inPlaceSteps! + secondSteps
            return { i, frame in
                guard i.budget.tookQuickly(steps) else { return try stepwise(i, frame) }
                let x: Int
                do { x = try first.read(i, frame) } catch {
                    i.budget.giveBack(secondSteps)
                    throw error
                }
                let y = try second.read(i, frame)
                return try rightFirst ? apply(op, kind, y, x, i, e, text) : apply(op, kind, x, y, i, e, text)
            }
        case (.code(let left), .code(let right)) where !rightFirst:
            // `fib(n - 1) + fib(n - 2)`: two operands of their own code.
            return { i, frame in
                if !i.budget.tookQuickly(own) { try stepOwn(i) }
                let a = try left(i, frame), b = try right(i, frame)
                return try apply(op, kind, a, b, i, e, text)
            }
        default: return stepwise
        }
    }

    /// `op` on two words of `kind`: an Int overflow or division by zero is reported by the general
    /// path's operator.
    @inline(__always) private static func apply(_ op: NumericOperator, _ kind: NumericKind, _ a: Int, _ b: Int,
                                                _ i: Interpreter, _ e: ExprSyntax, _ text: String) throws -> Int {
        switch kind {
        case .int:
            if let word = op.word(a, b) { return word }
            return try reported(text, a, b, at: e, i)
        case .double: return op.word(a.asDouble, b.asDouble)
        case .bool: return (a == b) == (op == .equal) ? 1 : 0
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
        if let element = try element(e, of: kind) { return .element(element) }
        return .code(try code(e, as: kind))
    }

    /// `Double(n)`, or a call of a numeric function: its step, its arguments in the caller's frame
    /// and in order, then the callee (`NumericFunction.call`).
    mutating func call(_ c: FunctionCallExprSyntax) throws -> (result: NumericResult, code: NumericCode) {
        guard c.trailingClosure == nil, c.additionalTrailingClosures.isEmpty,
              let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, local(name) == nil, array(name) == nil,
              !callsMethodOfSelf(name) else { throw NumericRefusal() }
        let node = Syntax(c)
        if let standard = try standardFunction(c, name) { return (.word(standard.kind), standard.code) }
        if namesDoubleConversion(name) {
            guard c.arguments.count == 1, let only = c.arguments.first, only.label == nil else { throw NumericRefusal() }
            let kind = try self.kind(of: only.expression) ?? .double
            guard kind != .bool else { throw NumericRefusal() }
            let operand = try code(only.expression, as: kind)
            let converts = kind == .int
            return (.word(.double), { i, frame in
                try i.budget.step(i, at: node)
                let word = try operand(i, frame)
                return converts ? Double(word).asWord : word
            })
        }
        guard let (callee, pending) = compiler.callee(of: c, name: name, from: function),
              pending.count == callee.parameters.count else { throw NumericRefusal() }
        var arguments: [NumericOperand] = []
        for (argument, type) in zip(pending, callee.parameters) {
            guard let expr = argument.syntax.as(ExprSyntax.self) else { throw NumericRefusal() }
            guard type.isArray else {
                arguments.append(NumericOperand(run: try code(expr, as: type.kind)))
                continue
            }
            // An array argument takes a place on the stack's arrays, above the caller's (`NumericFunction.run`).
            let items = try arrayCode(expr, of: type.kind)
            arguments.append(NumericOperand { i, frame in i.numericStack.push(array: try items(i, frame)) })
        }
        return (callee.result, Self.calling(callee, with: arguments, at: node))
    }

    /// Whether a bare call in a method may mean a method of `self`, or a closure a property of
    /// `self` holds, which the general path looks for before a global function.
    private func callsMethodOfSelf(_ name: String) -> Bool {
        guard let type = numeric.selfType else { return false }
        return interpreter.declaredMethodNames.contains(name) || interpreter.types[type]?.stored.contains { $0.name == name } != false
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
