import ViewlabModel

/// Operators (§5.9) and assignment (§5.8): arithmetic on scalars, vectors and matrices, and lvalues.
extension GLSLCompiler {
    // MARK: Operators (§5.9)

    @inline(never)
    func binary(_ op: String, _ a: GLSLValue, _ b: GLSLValue, shown: String, at pos: GLSLPos) throws -> GLSLValue {
        let mismatch = GLSLMessage.binaryMismatch(shown, a.type, b.type).error(at: pos)
        switch op {
        case "+", "-", "*", "/":
            // §5.9: both floats; a float and a vector (the float meets each component); or two
            // vectors of one size, component by component. No matrices here.
            switch (a.type, b.type) {
            case (.float, .float):
                return finish(GLSLValue(.float, .scalar(Self.arithmetic(op, a, b))), [a, b])
            case (.vec(let n), .float), (.float, .vec(let n)):
                return finish(GLSLValue(.vec(n), .vector(Self.arithmetic(op, a.splat, b.splat, scalarLeft: a.type == .float ? a : nil, scalarRight: b.type == .float ? b : nil))), [a, b])
            case (.vec(let n), .vec(let m)) where n == m:
                return finish(GLSLValue(.vec(n), .vector(Self.arithmetic(op, a.vector, b.vector, scalarLeft: nil, scalarRight: nil))), [a, b])
            default:
                throw mismatch
            }
        case "<", ">", "<=", ">=":
            // §5.9: relational operators take two floats (lessThan() & co. are for vectors).
            guard a.type == .float, b.type == .float else { throw mismatch }
            let x = a.scalar, y = b.scalar
            let f: GLSLBoolFn
            if let k = b.constant?.x {   // `i < 10.0`, the usual loop test
                switch op {
                case "<": f = { x($0) < k }
                case ">": f = { x($0) > k }
                case "<=": f = { x($0) <= k }
                default: f = { x($0) >= k }
                }
                return finish(GLSLValue(.bool, .boolean(f)), [a, b])
            }
            switch op {
            case "<": f = { x($0) < y($0) }
            case ">": f = { x($0) > y($0) }
            case "<=": f = { x($0) <= y($0) }
            default: f = { x($0) >= y($0) }
            }
            return finish(GLSLValue(.bool, .boolean(f)), [a, b])
        case "==", "!=":
            // §5.9: any two values of one type; vectors are equal when every component is.
            guard a.type == b.type, a.type != .void else { throw mismatch }
            let f: GLSLBoolFn
            switch a.type {
            case .float: let x = a.scalar, y = b.scalar; f = { x($0) == y($0) }
            case .bool: let x = a.boolean, y = b.boolean; f = { x($0) == y($0) }
            default: let x = a.vector, y = b.vector, n = a.type.count; f = { glslEqual(x($0), y($0), n) }
            }
            if op == "==" { return finish(GLSLValue(.bool, .boolean(f)), [a, b]) }
            return finish(GLSLValue(.bool, .boolean { !f($0) }), [a, b])
        default:
            // §5.9: && || ^^ take bools; && and || evaluate the right side only when needed.
            guard a.type == .bool, b.type == .bool else { throw mismatch }
            let x = a.boolean, y = b.boolean
            switch op {
            case "&&": return finish(GLSLValue(.bool, .boolean { x($0) && y($0) }), [a, b])
            case "||": return finish(GLSLValue(.bool, .boolean { x($0) || y($0) }), [a, b])
            default: return finish(GLSLValue(.bool, .boolean { x($0) != y($0) }), [a, b])
            }
        }
    }

    /// Two floats, with the common shapes (a constant, a variable) read in place rather than called.
    static func arithmetic(_ op: String, _ a: GLSLValue, _ b: GLSLValue) -> GLSLScalarFn {
        let x = a.scalar, y = b.scalar
        if let k = b.constant?.x {
            switch op {
            case "+": return { x($0) + k }
            case "-": return { x($0) - k }
            case "*": return { x($0) * k }
            default: return { x($0) / k }
            }
        }
        if let k = a.constant?.x {
            switch op {
            case "+": return { k + y($0) }
            case "-": return { k - y($0) }
            case "*": return { k * y($0) }
            default: return { k / y($0) }
            }
        }
        if let (i, c) = b.place {
            switch op {
            case "+": return { x($0) + $0.pointee.slots[i][c] }
            case "-": return { x($0) - $0.pointee.slots[i][c] }
            case "*": return { x($0) * $0.pointee.slots[i][c] }
            default: return { x($0) / $0.pointee.slots[i][c] }
            }
        }
        if let (i, c) = a.place {
            switch op {
            case "+": return { $0.pointee.slots[i][c] + y($0) }
            case "-": return { $0.pointee.slots[i][c] - y($0) }
            case "*": return { $0.pointee.slots[i][c] * y($0) }
            default: return { $0.pointee.slots[i][c] / y($0) }
            }
        }
        switch op {
        case "+": return { x($0) + y($0) }
        case "-": return { x($0) - y($0) }
        case "*": return { x($0) * y($0) }
        default: return { x($0) / y($0) }
        }
    }

    /// Component-wise; a float side is splatted across the lanes.
    static func arithmetic(_ op: String, _ x: @escaping GLSLVectorFn, _ y: @escaping GLSLVectorFn,
                                   scalarLeft: GLSLValue?, scalarRight: GLSLValue?) -> GLSLVectorFn {
        if let s = scalarRight {
            let k = s.scalar
            switch op {
            case "+": return { x($0) + k($0) }
            case "-": return { x($0) - k($0) }
            case "*": return { x($0) * k($0) }
            default: return { x($0) / k($0) }
            }
        }
        if let s = scalarLeft {
            let k = s.scalar
            switch op {
            case "+": return { k($0) + y($0) }
            case "-": return { k($0) - y($0) }
            case "*": return { k($0) * y($0) }
            default: return { k($0) / y($0) }
            }
        }
        switch op {
        case "+": return { x($0) + y($0) }
        case "-": return { x($0) - y($0) }
        case "*": return { x($0) * y($0) }
        default: return { x($0) / y($0) }
        }
    }

    // MARK: Assignment (§5.8)

    /// Where an assignment writes: a slot, some of its lanes, or the lane a run-time index picks.
    struct GLSLLValue {
        var slot: Int
        var type: GLSLType
        var lanes: [Int]?
        var dynamic: (index: GLSLScalarFn, count: Int)?
        var read: GLSLValue

        init(slot: Int, type: GLSLType) {
            self.slot = slot
            self.type = type
            let i = slot
            switch type {
            case .float: read = GLSLValue(.float, .scalar { $0.pointee.slots[i].x }); read.place = (i, 0)
            case .bool: read = GLSLValue(.bool, .boolean { $0.pointee.slots[i].x != 0 })
            default: read = GLSLValue(type, .vector { $0.pointee.slots[i] }); read.slot = i
            }
        }
    }

    /// §5.8: an l-value is a variable, or a swizzle or index of one, not a uniform or a const;
    /// a swizzle written to names each component once.
    @inline(never)
    func lvalue(_ e: GLSLExpr, op: String, opPos: GLSLPos) throws -> GLSLLValue {
        switch e.kind {
        case .name(let n):
            let v = try lookup(n, at: e.pos)
            switch v.kind {
            case .builtinUniform: throw GLSLMessage.readOnlyBuiltin(n).error(at: e.pos)
            case .uniform: throw GLSLMessage.readOnlyUniform(n).error(at: e.pos)
            case .sampler: throw GLSLMessage.samplerUse.error(at: e.pos)
            default: break
            }
            if v.isConst { throw GLSLMessage.readOnlyConst(n).error(at: e.pos) }
            return GLSLLValue(slot: v.slot, type: v.type)
        case .member(let base, let m):
            let inner = try lvalue(base, op: op, opPos: opPos)
            guard inner.dynamic == nil, case .vec(let n) = inner.type else {
                throw GLSLMessage.noComponents(inner.type, m).error(at: e.pos)
            }
            let lanes = try Self.swizzle(m, size: n, type: inner.type, at: e.pos)
            if Set(lanes).count != lanes.count { throw GLSLMessage.repeatedComponent(m).error(at: e.pos) }
            var lv = inner
            lv.type = .sized(lanes.count)
            lv.lanes = lanes.map { inner.lanes?[$0] ?? $0 }
            lv.read = swizzle(inner.read, lanes)
            return lv
        case .index(let base, let i):
            let inner = try lvalue(base, op: op, opPos: opPos)
            guard inner.dynamic == nil, case .vec(let n) = inner.type else {
                throw GLSLMessage.notIndexable(inner.type).error(at: e.pos)
            }
            let index = try value(i)
            guard index.type == .float else { throw GLSLMessage.indexType(index.type).error(at: i.pos) }
            var lv = inner
            lv.type = .float
            if let k = index.constant?.x {
                let lane = try Self.constantIndex(k, size: n, type: inner.type, at: i.pos)
                lv.lanes = [inner.lanes?[lane] ?? lane]
                lv.read = swizzle(inner.read, [lane])
            } else {
                lv.lanes = inner.lanes ?? [0, 1, 2, 3]
                lv.dynamic = (index.scalar, n)
                let v = inner.read.vector, x = index.scalar
                lv.read = GLSLValue(.float, .scalar { p in v(p)[glslLane(x(p), n)] })
                lv.read.hasCall = index.hasCall
            }
            return lv
        default:
            throw GLSLMessage.notAssignable(op).error(at: opPos)
        }
    }

    /// Writes `v` to `lv`; the expression's value is `v` (§5.8).
    @inline(never)
    func store(_ lv: GLSLLValue, _ v: GLSLValue) -> GLSLValue {
        let i = lv.slot
        var r: GLSLValue
        if let (index, n) = lv.dynamic {
            let f = v.scalar, map = lv.lanes ?? [0, 1, 2, 3]
            r = GLSLValue(.float, .scalar { p in
                let x = f(p)
                p.pointee.slots[i][map[glslLane(index(p), n)]] = x
                return x
            })
        } else if let lanes = lv.lanes {
            if lanes.count == 1 {
                let c = lanes[0], f = v.scalar
                r = GLSLValue(.float, .scalar { p in let x = f(p); p.pointee.slots[i][c] = x; return x })
            } else {
                let f = v.vector
                switch lanes.count {
                case 2:
                    let c0 = lanes[0], c1 = lanes[1]
                    r = GLSLValue(v.type, .vector { p in
                        let x = f(p)
                        p.pointee.slots[i][c0] = x[0]; p.pointee.slots[i][c1] = x[1]
                        return x
                    })
                default:
                    r = GLSLValue(v.type, .vector { p in
                        let x = f(p)
                        for k in lanes.indices { p.pointee.slots[i][lanes[k]] = x[k] }
                        return x
                    })
                }
            }
        } else {
            switch v.code {
            case .scalar(let f): r = GLSLValue(.float, .scalar { p in let x = f(p); p.pointee.slots[i].x = x; return x })
            case .vector(let f): r = GLSLValue(v.type, .vector { p in let x = f(p); p.pointee.slots[i] = x; return x })
            case .boolean(let f): r = GLSLValue(.bool, .boolean { p in let x = f(p); p.pointee.slots[i].x = x ? 1 : 0; return x })
            case .none: r = v
            }
        }
        r.hasCall = v.hasCall || lv.read.hasCall
        return r
    }

    /// §5.9: `++` and `--` add or subtract one (from each component); prefix gives the new value,
    /// postfix the old.
    @inline(never)
    func increment(_ op: String, _ target: GLSLExpr, prefix: Bool, at pos: GLSLPos) throws -> GLSLValue {
        let lv = try lvalue(target, op: op, opPos: pos)
        guard lv.type.isNumeric else { throw GLSLMessage.unaryMismatch(op, lv.type).error(at: pos) }
        let stored = store(lv, try binary(op == "++" ? "+" : "-", lv.read, .literal(.float, SIMD4(1, 0, 0, 0)), shown: op, at: pos))
        if prefix { return stored }
        var r: GLSLValue
        switch (lv.read.code, stored.code) {
        case (.scalar(let old), .scalar(let write)): r = GLSLValue(lv.type, .scalar { p in let o = old(p); _ = write(p); return o })
        case (.vector(let old), .vector(let write)): r = GLSLValue(lv.type, .vector { p in let o = old(p); _ = write(p); return o })
        default: r = stored
        }
        r.hasCall = stored.hasCall
        return r
    }
}
