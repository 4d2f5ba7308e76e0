import ViewlabModel

/// Statements (GLSL ES 1.00 §6): blocks, scopes, branches and loops, compiled to closures.
extension GLSLCompiler {
    // MARK: Statements (§6)

    func pushScope() { scopes.append([:]) }
    func popScope() { scopes.removeLast() }

    /// A statement in a new scope (§6.1: each compound statement, and each branch and loop body).
    func scopedStatement(_ s: GLSLStmt) throws -> GLSLStmtFn {
        pushScope()
        defer { popScope() }
        if let c = try statement(s) { return c.run }
        return { _ in .normal }
    }

    /// Statements in order, each counted against the step budget.
    func block(_ list: [GLSLStmt]) throws -> GLSLStmtFn {
        var items: [GLSLStmtCode] = []
        for s in list {
            if let c = try statement(s) { items.append(GLSLStmtCode(c.run, at: s.pos)) }
        }
        guard let last = items.last else { return { _ in .normal } }
        if items.count > 32 {
            // A long block runs as a loop: a chain of closures would nest as deep as it is long.
            return { p in
                for item in items {
                    guard glslStep(p, item.pos.line, item.pos.column) else { return .halted }
                    let r = item.run(p)
                    if r != .normal { return r }
                }
                return .normal
            }
        }
        let lastRun = last.run, lastLine = last.pos.line, lastColumn = last.pos.column
        var chain: GLSLStmtFn = { p in glslStep(p, lastLine, lastColumn) ? lastRun(p) : .halted }
        for item in items.dropLast().reversed() {
            let f = item.run, line = item.pos.line, column = item.pos.column, rest = chain
            chain = { p in
                guard glslStep(p, line, column) else { return .halted }
                let r = f(p)
                return r == .normal ? rest(p) : r
            }
        }
        return chain
    }

    /// Statements in order, not counted (a declaration's several declarators).
    func sequence(_ list: [GLSLStmtCode]) -> GLSLStmtFn {
        guard let last = list.last else { return { _ in .normal } }
        if list.count > 32 {
            return { p in
                for item in list {
                    let r = item.run(p)
                    if r != .normal { return r }
                }
                return .normal
            }
        }
        var chain = last.run
        for item in list.dropLast().reversed() {
            let f = item.run, rest = chain
            chain = { p in
                let r = f(p)
                return r == .normal ? rest(p) : r
            }
        }
        return chain
    }

    /// An expression whose value is not used: `i++` there is `++i`, which need not keep the old value.
    static func unused(_ e: GLSLExpr) -> GLSLExpr {
        if case .postfix(let op, let x) = e.kind { return GLSLExpr(kind: .unary(op, x), pos: e.pos) }
        return e
    }

    func effectStatement(_ v: GLSLValue) -> GLSLStmtFn {
        let f = v.effect
        if v.hasCall { return { p in f(p); return p.pointee.halted ? .halted : .normal } }
        return { p in f(p); return .normal }
    }

    /// §6.2, §6.3: `if`, `for` and `while` conditions are bools.
    func condition(_ e: GLSLExpr) throws -> GLSLValue {
        let v = try value(e)
        guard v.type == .bool else { throw GLSLMessage.conditionType(v.type).error(at: e.pos) }
        return v
    }

    // Closures are kept out of generic code (`??`, `map`, arrays, generic functions) here: Swift
    // re-abstracts a closure that passes through one, and every later call then goes through thunks.
    func statement(_ s: GLSLStmt) throws -> GLSLStmtCode? {
        if stack.isLow { throw GLSLMessage.tooDeep.error(at: s.pos) }
        let line = s.pos.line, column = s.pos.column
        switch s.kind {
        case .empty:
            return nil
        case .block(let list):
            pushScope()
            defer { popScope() }
            return GLSLStmtCode(try block(list), at: s.pos)
        case .declaration(let type, let isConst, let ds):
            let codes = try declare(type, isConst: isConst, ds, kind: .local)
            return codes.isEmpty ? nil : GLSLStmtCode(sequence(codes), at: s.pos)
        case .expression(let e):
            return GLSLStmtCode(effectStatement(try expr(Self.unused(e))), at: s.pos)
        case .ifElse(let c, let a, let b):
            let test = try condition(c)
            let cond = test.boolean
            let then = try scopedStatement(a)
            guard let b else {
                if test.hasCall {
                    return GLSLStmtCode({ p in
                        let c = cond(p)
                        return p.pointee.halted ? .halted : c ? then(p) : .normal
                    }, at: s.pos)
                }
                return GLSLStmtCode({ p in cond(p) ? then(p) : .normal }, at: s.pos)
            }
            let otherwise = try scopedStatement(b)
            if test.hasCall {
                return GLSLStmtCode({ p in
                    let c = cond(p)
                    return p.pointee.halted ? .halted : c ? then(p) : otherwise(p)
                }, at: s.pos)
            }
            return GLSLStmtCode({ p in cond(p) ? then(p) : otherwise(p) }, at: s.pos)
        case .forLoop(let initial, let c, let step, let body):
            pushScope()   // §6.3: the loop's own declaration is scoped to the loop
            defer { popScope() }
            var start: GLSLStmtFn = { _ in .normal }
            if let initial, let code = try statement(initial) { start = code.run }
            var cond: GLSLBoolFn = { _ in true }
            if let c { cond = try condition(c).boolean }
            var next: GLSLVoidFn = { _ in }
            if let step { next = try expr(Self.unused(step)).effect }
            loopDepth += 1
            defer { loopDepth -= 1 }
            let run = try scopedStatement(body)
            return GLSLStmtCode({ p in
                let r = start(p)
                if r != .normal { return r }
                return GLSLCompiler.loop(p, line, column, cond, run, next, testFirst: true)
            }, at: s.pos)
        case .whileLoop(let c, let body):
            let cond = try condition(c).boolean
            loopDepth += 1
            defer { loopDepth -= 1 }
            let run = try scopedStatement(body)
            return GLSLStmtCode({ p in GLSLCompiler.loop(p, line, column, cond, run, { _ in }, testFirst: true) }, at: s.pos)
        case .doWhile(let body, let c):
            loopDepth += 1
            let run = try scopedStatement(body)
            loopDepth -= 1
            let cond = try condition(c).boolean
            return GLSLStmtCode({ p in GLSLCompiler.loop(p, line, column, cond, run, { _ in }, testFirst: false) }, at: s.pos)
        case .returnValue(let e):
            guard let f = currentFunction else { return GLSLStmtCode({ _ in .returned }, at: s.pos) }
            let type = f.decl.returnType
            guard let e else {
                guard type == .void else { throw GLSLMessage.returnMissing(f.decl.name, type).error(at: s.pos) }
                return GLSLStmtCode({ _ in .returned }, at: s.pos)
            }
            let v = try value(e)
            guard type != .void else { throw GLSLMessage.returnInVoid(f.decl.name).error(at: s.pos) }
            guard v.type == type else { throw GLSLMessage.returnType(f.decl.name, type, v.type).error(at: e.pos) }
            let lanes = v.lanes
            if v.hasCall {
                return GLSLStmtCode({ p in
                    p.pointee.slots[GLSLSlot.result] = lanes(p)
                    return p.pointee.halted ? .halted : .returned
                }, at: s.pos)
            }
            return GLSLStmtCode({ p in p.pointee.slots[GLSLSlot.result] = lanes(p); return .returned }, at: s.pos)
        case .breakLoop:
            guard loopDepth > 0 else { throw GLSLMessage.outsideLoop("break").error(at: s.pos) }
            return GLSLStmtCode({ _ in .breakLoop }, at: s.pos)
        case .continueLoop:
            guard loopDepth > 0 else { throw GLSLMessage.outsideLoop("continue").error(at: s.pos) }
            return GLSLStmtCode({ _ in .continueLoop }, at: s.pos)
        case .discard:
            // §6.4: the fragment is thrown away.
            return GLSLStmtCode({ p in p.pointee.discarded = true; return .discarded }, at: s.pos)
        }
    }

    /// A loop; each iteration is a step, so an endless one stops when the budget runs out.
    static func loop(_ p: GLSLPtr, _ line: Int, _ column: Int, _ cond: GLSLBoolFn, _ body: GLSLStmtFn,
                             _ next: GLSLVoidFn, testFirst: Bool) -> GLSLFlow {
        var first = true
        while true {
            guard glslStep(p, line, column) else { return .halted }
            if testFirst || !first {
                let c = cond(p)
                if p.pointee.halted { return .halted }
                if !c { return .normal }
            }
            first = false
            let r = body(p)
            if r != .normal && r != .continueLoop { return r == .breakLoop ? .normal : r }
            next(p)
            if p.pointee.halted { return .halted }
        }
    }
}
