import SwiftSyntax

/// The statements of the numeric tier: `let` and `var` of a number or Bool, assignments and
/// compound assignments to them, `return`, `if`, `guard`, `while`, `for … in` a range of Ints,
/// `break` and `continue`. Each counts one step, as `Interpreter.loweredItem` counts it; a loop
/// counts one more an iteration.
extension NumericBody {
    /// A block's statements, with a block of names of their own.
    mutating func statements(_ items: CodeBlockItemListSyntax) throws -> NumericStatement {
        Self.sequence(try statementList(items))
    }

    /// A block's statements one by one, with a block of names of their own.
    mutating func statementList(_ items: CodeBlockItemListSyntax) throws -> [NumericStep] {
        openBlock()
        defer { closeBlock() }
        var codes: [NumericStep] = []
        for item in items { codes.append(NumericStep(run: try self.item(item))) }
        return codes
    }

    /// Statements run in order until one ends otherwise than normally: up to five a closure, each
    /// group ending in the code of the rest, rather than looped over (a loop over an array of
    /// closures retains each) or chained one by one (a call a statement).
    static func sequence(_ codes: [NumericStep]) -> NumericStatement {
        switch codes.count {
        case 0: return { _, _ in .normal }
        case 1: return codes[0].run
        case 2:
            let a = codes[0].run, b = codes[1].run
            return { i, frame in
                if case let flow = try a(i, frame), !flow.isNormal { return flow }
                return try b(i, frame)
            }
        case 3:
            let a = codes[0].run, b = codes[1].run, c = codes[2].run
            return { i, frame in
                if case let flow = try a(i, frame), !flow.isNormal { return flow }
                if case let flow = try b(i, frame), !flow.isNormal { return flow }
                return try c(i, frame)
            }
        case 4:
            let a = codes[0].run, b = codes[1].run, c = codes[2].run, d = codes[3].run
            return { i, frame in
                if case let flow = try a(i, frame), !flow.isNormal { return flow }
                if case let flow = try b(i, frame), !flow.isNormal { return flow }
                if case let flow = try c(i, frame), !flow.isNormal { return flow }
                return try d(i, frame)
            }
        default:
            let a = codes[0].run, b = codes[1].run, c = codes[2].run, d = codes[3].run, rest = sequence(Array(codes[4...]))
            return { i, frame in
                if case let flow = try a(i, frame), !flow.isNormal { return flow }
                if case let flow = try b(i, frame), !flow.isNormal { return flow }
                if case let flow = try c(i, frame), !flow.isNormal { return flow }
                if case let flow = try d(i, frame), !flow.isNormal { return flow }
                return try rest(i, frame)
            }
        }
    }

    /// One statement; its code counts its step first.
    private mutating func item(_ item: CodeBlockItemSyntax) throws -> NumericStatement {
        switch item.item {
        case .decl(let d): try declaration(d, counting: item)
        case .stmt(let s): try statement(s, counting: item)
        case .expr(let e): try expressionStatement(e, counting: item)
        }
    }

    /// `let x = …`, `var total: Double = 0`, `let a = 1, b = a + 1`: names with their values, each
    /// declared after its value is worked out.
    private mutating func declaration(_ d: DeclSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement {
        guard let v = d.as(VariableDeclSyntax.self), v.attributes.isEmpty, v.modifiers.isEmpty else { throw NumericRefusal() }
        var bindings: [NumericStep] = []
        for binding in v.bindings {
            guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, !declaredInInnermostBlock(name) else { throw NumericRefusal() }
            let isVariable = v.bindingSpecifier.tokenKind == .keyword(.var)
            if binding.typeAnnotation?.type.is(ArrayTypeSyntax.self) == true || binding.typeAnnotation == nil && isArray(value) {
                bindings.append(try arrayDeclaration(name, binding, value, isVariable: isVariable))
                continue
            }
            if isString(value) {
                bindings.append(try stringDeclaration(name, binding, value, isVariable: isVariable))
                continue
            }
            var kind = try self.kind(of: value) ?? .int
            if let annotation = binding.typeAnnotation {
                guard let declared = NumericKind(annotation.type) else { throw NumericRefusal() }
                kind = declared
            }
            let initial = try code(value, as: kind)
            let slot = declare(name, kind: kind, isVariable: isVariable)
            if v.bindings.count == 1 {
                // `let height = …`: the statement's step and the value in one closure.
                return { i, frame in
                    try i.budget.step(i, at: item)
                    frame[slot] = try initial(i, frame)
                    return .normal
                }
            }
            bindings.append(NumericStep { i, frame in
                frame[slot] = try initial(i, frame)
                return .normal
            })
        }
        let all = Self.sequence(bindings)
        return { i, frame in
            try i.budget.step(i, at: item)
            return try all(i, frame)
        }
    }

    private mutating func statement(_ s: StmtSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement {
        switch s.as(StmtSyntaxEnum.self) {
        case .returnStmt(let r):
            // A loop's `return` returns from the function around it, which is the general path's.
            guard function != nil else { throw NumericRefusal() }
            guard let expr = r.expression else {
                guard numeric.result == .void else { throw NumericRefusal() }
                return { i, _ in
                    try i.budget.step(i, at: item)
                    return .returned(0)
                }
            }
            guard let kind = numeric.result.word else {
                let value = try returned(expr)
                return { i, frame in
                    try i.budget.step(i, at: item)
                    return .returned(try value(i, frame))
                }
            }
            let value = try operand(expr, as: kind)
            if case .slot(let slot, let name) = value {
                return { i, frame in
                    if !i.budget.tookQuickly(2) {
                        try i.budget.step(i, at: item)
                        try i.budget.step(i, at: name)
                    }
                    return .returned(frame[slot])
                }
            }
            return { i, frame in
                try i.budget.step(i, at: item)
                return .returned(try value.word(i, frame))
            }
        case .expressionStmt(let e): return try expressionStatement(e.expression, counting: item)
        case .guardStmt(let g):
            let condition = try conditions(g.conditions)
            let body = try statements(g.body.statements)
            return { i, frame in
                try i.budget.step(i, at: item)
                if try condition(i, frame) != 0 { return .normal }
                let flow = try body(i, frame)
                if case .normal = flow { throw i.error(.guardFallsThrough, at: g.body) }
                return flow
            }
        case .whileStmt(let w): return try whileLoop(w, counting: item)
        case .forStmt(let f): return try forLoop(f, counting: item)
        case .breakStmt(let b):
            guard b.label == nil, loopDepth > 0 else { throw NumericRefusal() }
            return { i, _ in
                try i.budget.step(i, at: item)
                return .broke
            }
        case .continueStmt(let c):
            guard c.label == nil, loopDepth > 0 else { throw NumericRefusal() }
            return { i, _ in
                try i.budget.step(i, at: item)
                return .continued
            }
        default: throw NumericRefusal()
        }
    }

    /// An `if` chain, or an assignment (`x = …`, `total += …`) to a variable of the body.
    private mutating func expressionStatement(_ e: ExprSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement {
        if let chain = e.as(IfExprSyntax.self) { return try ifChain(chain, counting: item) }
        if let write = try arrayWrite(e, counting: item) { return write }
        if let write = try stringWrite(e, counting: item) { return write }
        if let call = try objectMethodCall(e, counting: item) { return call }
        if let write = try dictionaryEntryWrite(e, counting: item) { return write }
        if let append = try arrayAppend(e, counting: item) { return append }
        guard let infix = e.as(InfixOperatorExprSyntax.self),
              let name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let target = local(name), target.isVariable else { throw NumericRefusal() }
        writes(target)
        let slot = target.slot
        // A property of `self` is a name the general path reads before the value (`lowerCompoundAssignment`).
        let property: ExprSyntax? = target.selfField == nil ? nil : infix.leftOperand
        let value = try code(infix.rightOperand, as: target.kind)
        if infix.operator.is(AssignmentExprSyntax.self) {
            return { i, frame in
                try i.budget.step(i, at: item)
                try i.budget.step(i, at: e)
                frame[slot] = try value(i, frame)
                return .normal
            }
        }
        guard let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("="),
              let op = NumericOperator(rawValue: String(text.dropLast())), !op.isComparison,
              target.kind == .int || target.kind == .double && op != .remainder else { throw NumericRefusal() }
        let operation = String(text.dropLast())
        if target.kind == .int, let literal = infix.rightOperand.as(IntegerLiteralExprSyntax.self),
           case .constant(let c, _) = try operand(ExprSyntax(literal), as: .int) {
            // `first -= 1`: the steps counted at once, the literal read in place.
            let steps = property == nil ? 3 : 4
            return { i, frame in
                if !i.budget.tookQuickly(steps) {
                    try i.budget.step(i, at: item)
                    try i.budget.step(i, at: e)
                    if let property { try i.budget.step(i, at: property) }
                    try i.budget.step(i, at: literal)
                }
                let a = frame[slot]
                frame[slot] = try op.word(a, c) ?? Self.reported(operation, a, c, at: e, i)
                return .normal
            }
        }
        if target.kind == .double {
            return { i, frame in
                try i.budget.step(i, at: item)
                try i.budget.step(i, at: e)
                if let property { try i.budget.step(i, at: property) }
                let b = try value(i, frame)
                frame[slot] = op.word(frame[slot].asDouble, b.asDouble)
                return .normal
            }
        }
        return { i, frame in
            try i.budget.step(i, at: item)
            try i.budget.step(i, at: e)
            if let property { try i.budget.step(i, at: property) }
            let b = try value(i, frame), a = frame[slot]
            if let word = op.word(a, b) {
                frame[slot] = word
                return .normal
            }
            frame[slot] = try Self.reported(operation, a, b, at: e, i)
            return .normal
        }
    }

    /// An `if` chain; the statement's step is counted by its first `if`, an `else if` counts none.
    private mutating func ifChain(_ e: IfExprSyntax, counting item: CodeBlockItemSyntax?) throws -> NumericStatement {
        let condition = try conditions(e.conditions)
        if let item, e.elseBody == nil, let (only, leaf) = try leafReturn(e.body.statements) {
            // `if n < 2 { return n }`, a recursion's base case: the return's two steps and its value
            // taken here, with no statement code called.
            return { i, frame in
                try i.budget.step(i, at: item)
                guard try condition(i, frame) != 0 else { return .normal }
                try i.budget.step(i, at: only)
                return .returned(try leaf.word(i, frame))
            }
        }
        if let item, e.elseBody == nil, let (only, flow) = jump(e.body.statements) {
            // `if height < shortest { break }`: the jump's step and flow taken here.
            return { i, frame in
                try i.budget.step(i, at: item)
                guard try condition(i, frame) != 0 else { return .normal }
                try i.budget.step(i, at: only)
                return flow
            }
        }
        let then = try statements(e.body.statements)
        let otherwise: NumericStatement
        switch e.elseBody {
        case .ifExpr(let next): otherwise = try ifChain(next, counting: nil)
        case .codeBlock(let block): otherwise = try statements(block.statements)
        case nil:
            // No `else`: nothing to call when the condition fails.
            guard let item else {
                return { i, frame in try condition(i, frame) != 0 ? then(i, frame) : .normal }
            }
            return { i, frame in
                try i.budget.step(i, at: item)
                return try condition(i, frame) != 0 ? then(i, frame) : .normal
            }
        }
        guard let item else { return { i, frame in try condition(i, frame) != 0 ? then(i, frame) : otherwise(i, frame) } }
        return { i, frame in
            try i.budget.step(i, at: item)
            return try condition(i, frame) != 0 ? then(i, frame) : otherwise(i, frame)
        }
    }

    /// A block that is one `return` of a name or a literal: the statement and its value.
    private mutating func leafReturn(_ items: CodeBlockItemListSyntax) throws -> (CodeBlockItemSyntax, NumericLeaf)? {
        guard let kind = numeric.result.word, items.count == 1, let only = items.first, case .stmt(let s) = only.item,
              let expr = s.as(ReturnStmtSyntax.self)?.expression, expr.is(DeclReferenceExprSyntax.self) || Self.isLiteral(expr) else { return nil }
        return (only, try operand(expr, as: kind))
    }

    /// A block that is one `break` or `continue` of the innermost loop: the statement and its flow.
    private func jump(_ items: CodeBlockItemListSyntax) -> (CodeBlockItemSyntax, NumericFlow)? {
        guard loopDepth > 0, items.count == 1, let only = items.first, case .stmt(let s) = only.item else { return nil }
        if let b = s.as(BreakStmtSyntax.self), b.label == nil { return (only, .broke) }
        if let c = s.as(ContinueStmtSyntax.self), c.label == nil { return (only, .continued) }
        return nil
    }

    private static func isLiteral(_ e: ExprSyntax) -> Bool {
        e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self)
    }

    /// Conditions that are Bool expressions (`if a, b`): all must hold, the first that fails ends
    /// it. One condition is its expression's code, with no closure of its own.
    mutating func conditions(_ list: ConditionElementListSyntax) throws -> NumericCode {
        var codes: [NumericOperand] = []
        for element in list {
            guard case .expression(let e) = element.condition else { throw NumericRefusal() }
            codes.append(NumericOperand(run: try code(e, as: .bool)))
        }
        if codes.count == 1 { return codes[0].run }
        return { i, frame in
            for code in codes where try code.run(i, frame) == 0 { return 0 }
            return 1
        }
    }
}
