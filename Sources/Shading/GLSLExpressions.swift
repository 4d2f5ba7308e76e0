import ViewlabModel

/// Expressions (§5): calls, members, indexing, conditionals, reads, and swizzles (§5.5).
extension GLSLCompiler {
    // MARK: Expressions (§5)

    /// An expression used as a value: not a void call.
    @inline(never)
    func value(_ e: GLSLExpr) throws -> GLSLValue {
        let v = try expr(e)
        if v.type == .void {
            if case .call(let name, _) = e.kind { throw GLSLMessage.voidValue(name).error(at: e.pos) }
        }
        return v
    }

    /// The result of an operation on `operands`: a constant when they all are.
    @inline(never)
    func finish(_ result: GLSLValue, _ operands: [GLSLValue]) -> GLSLValue {
        var r = result
        r.hasCall = operands.contains { $0.hasCall }
        if !operands.isEmpty && operands.allSatisfy({ $0.constant != nil }) && !r.hasCall && r.type != .void {
            return .literal(r.type, r.lanes(foldFrame))
        }
        return r
    }

    // `expr` recurses once per level of the tree, so it only dispatches: each kind's work is in a
    // function of its own, kept out of line, and the recursion's stack frames stay small.
    func expr(_ e: GLSLExpr) throws -> GLSLValue {
        if stack.isLow { throw GLSLMessage.tooDeep.error(at: e.pos) }
        switch e.kind {
        case .number(let x): return .literal(.float, SIMD4(x, 0, 0, 0))
        case .boolean(let b): return .literal(.bool, SIMD4(b ? 1 : 0, 0, 0, 0))
        case .name(let n): return try read(n, at: e.pos)
        case .call(let name, let args): return try call(name, args, at: e.pos)
        case .member(let base, let m): return try member(base, m, at: e.pos)
        case .index(let base, let i): return try index(base, i, at: e.pos)
        case .unary(let op, let x): return try unary(op, x, at: e.pos)
        case .postfix(let op, let x): return try increment(op, x, prefix: false, at: e.pos)
        case .binary(let op, let a, let b): return try binary(op, a, b, at: e.pos)
        case .assign(let op, let target, let source): return try assign(op, target, source, at: e.pos)
        case .conditional(let c, let a, let b): return try conditional(c, a, b, at: e.pos)
        }
    }

    /// A call: of a constructor, a function of the shader's, or a built-in. The arguments are
    /// checked here, then the call's code is made out of line.
    @inline(never)
    func call(_ name: String, _ args: [GLSLExpr], at pos: GLSLPos) throws -> GLSLValue {
        if let target = GLSLBuiltins.constructors[name] {
            return try constructorCall(name, target, try values(args), at: pos)
        }
        if let f = functions[name] {
            try checkCall(f, args.count, at: pos)
            return try userCall(f, try values(args), at: pos)
        }
        guard let counts = GLSLBuiltins.argumentCounts(name) else { throw unknownFunction(name, at: pos) }
        guard counts.contains(args.count) else { throw GLSLMessage.argumentCount(name, counts, args.count).error(at: pos) }
        if GLSLBuiltins.texture.contains(name) { return try textureCall(name, args, at: pos) }
        return try builtinCall(name, try values(args), at: pos)
    }

    func values(_ args: [GLSLExpr]) throws -> [GLSLValue] {
        var list: [GLSLValue] = []
        list.reserveCapacity(args.count)
        for a in args { list.append(try value(a)) }
        return list
    }

    @inline(never)
    func unknownFunction(_ name: String, at pos: GLSLPos) -> ShaderError {
        if (try? lookup(name, at: pos)) != nil { return GLSLMessage.notAFunction(name).error(at: pos) }
        let candidates = Array(GLSLBuiltins.functionNames) + GLSLBuiltins.constructors.keys + functions.keys
        return GLSLMessage.unknownFunction(name, suggestion: GLSLSuggest.closest(to: name, among: candidates)).error(at: pos)
    }

    @inline(never)
    func member(_ base: GLSLExpr, _ m: String, at pos: GLSLPos) throws -> GLSLValue {
        let b = try value(base)
        guard case .vec(let n) = b.type else { throw GLSLMessage.noComponents(b.type, m).error(at: pos) }
        return swizzle(b, try Self.swizzle(m, size: n, type: b.type, at: pos))
    }

    /// §5.5: `v[i]`.
    @inline(never)
    func index(_ base: GLSLExpr, _ i: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
        let b = try value(base)
        guard case .vec(let n) = b.type else { throw GLSLMessage.notIndexable(b.type).error(at: pos) }
        let index = try value(i)
        guard index.type == .float else { throw GLSLMessage.indexType(index.type).error(at: i.pos) }
        if let k = index.constant?.x {
            return swizzle(b, [try Self.constantIndex(k, size: n, type: b.type, at: i.pos)])
        }
        let v = b.vector, x = index.scalar
        return finish(GLSLValue(.float, .scalar { p in v(p)[glslLane(x(p), n)] }), [b, index])
    }

    /// §5.9: unary - and + on numbers, ! on bools.
    @inline(never)
    func unary(_ op: String, _ x: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
        if op == "++" || op == "--" { return try increment(op, x, prefix: true, at: pos) }
        let v = try value(x)
        switch (op, v.type) {
        case ("+", .float), ("+", .vec): return v
        case ("-", .float): let f = v.scalar; return finish(GLSLValue(.float, .scalar { -f($0) }), [v])
        case ("-", .vec): let f = v.vector; return finish(GLSLValue(v.type, .vector { -f($0) }), [v])
        case ("!", .bool): let f = v.boolean; return finish(GLSLValue(.bool, .boolean { !f($0) }), [v])
        default: throw GLSLMessage.unaryMismatch(op, v.type).error(at: pos)
        }
    }

    @inline(never)
    func binary(_ op: String, _ a: GLSLExpr, _ b: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
        let x = try value(a)
        return try binary(op, x, try value(b), shown: op, at: pos)
    }

    @inline(never)
    func assign(_ op: String, _ target: GLSLExpr, _ source: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
        let lv = try lvalue(target, op: op, opPos: pos)
        let v = try value(source)
        if op == "=" {
            guard v.type == lv.type else { throw GLSLMessage.assignMismatch(lv.type, v.type).error(at: pos) }
            return store(lv, v)
        }
        // §5.8: `a op= b` is `a = a op b`, and the result must still fit `a`.
        let combined = try binary(String(op.dropLast()), lv.read, v, shown: op, at: pos)
        guard combined.type == lv.type else { throw GLSLMessage.binaryMismatch(op, lv.type, v.type).error(at: pos) }
        return store(lv, combined)
    }

    /// §5.7: `c ? a : b`, both sides of one type; only the chosen side is evaluated.
    @inline(never)
    func conditional(_ c: GLSLExpr, _ a: GLSLExpr, _ b: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
        let test = try condition(c)
        let x = try value(a), y = try value(b)
        guard x.type == y.type else { throw GLSLMessage.branchMismatch(x.type, y.type).error(at: pos) }
        let t = test.boolean
        let r: GLSLValue
        switch (x.code, y.code) {
        case (.scalar(let f), .scalar(let g)): r = GLSLValue(x.type, .scalar { t($0) ? f($0) : g($0) })
        case (.vector(let f), .vector(let g)): r = GLSLValue(x.type, .vector { t($0) ? f($0) : g($0) })
        case (.boolean(let f), .boolean(let g)): r = GLSLValue(x.type, .boolean { t($0) ? f($0) : g($0) })
        default:
            let f = x.effect, g = y.effect
            r = GLSLValue(.void, .none { if t($0) { f($0) } else { g($0) } })
        }
        return finish(r, [test, x, y])
    }

    /// A variable's value; a const's is its constant.
    @inline(never)
    func read(_ name: String, at pos: GLSLPos) throws -> GLSLValue {
        let v = try lookup(name, at: pos)
        if v.kind == .sampler { throw GLSLMessage.samplerUse.error(at: pos) }
        if let c = v.constant { return .literal(v.type, c) }
        let i = v.slot
        var r: GLSLValue
        switch v.type {
        case .float: r = GLSLValue(.float, .scalar { $0.pointee.slots[i].x }); r.place = (i, 0)
        case .bool: r = GLSLValue(.bool, .boolean { $0.pointee.slots[i].x != 0 })
        default: r = GLSLValue(v.type, .vector { $0.pointee.slots[i] }); r.slot = i
        }
        return r
    }

    // MARK: Swizzles (§5.5)

    static let componentSets: [String] = ["xyzw", "rgba", "stpq"]
    static func componentIndex(_ c: Character) -> Int? {
        for set in componentSets { if let k = set.firstIndex(of: c) { return set.distance(from: set.startIndex, to: k) } }
        return nil
    }

    /// §5.5: one to four components, all from one set, each within the vector.
    static func swizzle(_ m: String, size n: Int, type: GLSLType, at pos: GLSLPos) throws -> [Int] {
        guard (1...4).contains(m.count) else { throw GLSLMessage.badSwizzle(m).error(at: pos) }
        var set: Int?
        var lanes: [Int] = []
        for c in m {
            guard let s = componentSets.firstIndex(where: { $0.contains(c) }), let k = componentIndex(c) else {
                throw GLSLMessage.badSwizzle(m).error(at: pos)
            }
            if let set, set != s { throw GLSLMessage.mixedSwizzle(m).error(at: pos) }
            set = s
            guard k < n else { throw GLSLMessage.noSuchComponent(type, c).error(at: pos) }
            lanes.append(k)
        }
        return lanes
    }

    static func constantIndex(_ k: Double, size n: Int, type: GLSLType, at pos: GLSLPos) throws -> Int {
        guard k.isFinite, k >= 0, k < Double(n) else {
            throw GLSLMessage.indexRange(k.isFinite ? String(Int(k.rounded(.towardZero))) : "\(k)", type).error(at: pos)
        }
        return Int(k)
    }

    @inline(never)
    func swizzle(_ b: GLSLValue, _ lanes: [Int]) -> GLSLValue {
        var r: GLSLValue
        if lanes.count == 1 {
            let c = lanes[0]
            if let i = b.slot {
                r = GLSLValue(.float, .scalar { $0.pointee.slots[i][c] })
                r.place = (i, c)
            } else {
                let v = b.vector
                r = GLSLValue(.float, .scalar { v($0)[c] })
            }
            return finish(r, [b])
        }
        let type = GLSLType.vec(lanes.count)
        if lanes == Array(0..<lanes.count) {   // .xy of a vec2/3/4, .rgb of a vec4: the same lanes
            r = b
            r.type = type
            return r
        }
        let v = b.vector
        switch lanes.count {
        case 2:
            let c0 = lanes[0], c1 = lanes[1]
            r = GLSLValue(type, .vector { let x = v($0); return SIMD4(x[c0], x[c1], 0, 0) })
        case 3:
            let c0 = lanes[0], c1 = lanes[1], c2 = lanes[2]
            r = GLSLValue(type, .vector { let x = v($0); return SIMD4(x[c0], x[c1], x[c2], 0) })
        default:
            let c0 = lanes[0], c1 = lanes[1], c2 = lanes[2], c3 = lanes[3]
            r = GLSLValue(type, .vector { let x = v($0); return SIMD4(x[c0], x[c1], x[c2], x[c3]) })
        }
        return finish(r, [b])
    }
}
