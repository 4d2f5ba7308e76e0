// The type check and the code generation, in one pass over the syntax tree: every name is resolved
// to a slot, every operation's operand types are checked (GLSL ES 1.0 has no implicit conversions,
// §4.1.10), and every expression becomes a closure specialised for its type. A shader that gets
// through here only evaluates when it runs.

import ViewlabModel

final class GLSLCompiler {
    struct Variable {
        enum Kind { case local, global, uniform, builtinUniform, varying, output, sampler }
        var type: GLSLType
        var slot: Int
        var kind: Kind
        var isConst = false
        var constant: SIMD4<Double>?
    }

    final class Function {
        enum State { case pending, compiling, compiled }
        let decl: GLSLFunctionDecl
        var definition: GLSLFunctionDecl?
        var state = State.pending
        var paramSlots: [Int] = []
        var body: GLSLStmtFn?
        init(_ decl: GLSLFunctionDecl) {
            self.decl = decl
            if decl.body != nil { definition = decl }
        }
    }

    /// SKShader's predeclared symbols ("Predefined symbols"). v_tex_coord and v_color_mix are
    /// varyings, read-only in GLSL ES 1.0 (§4.3.5), but SpriteKit's translation lets a shader
    /// assign them and the book does (`v_tex_coord.x += …`), so viewlab lets it.
    static let builtinVariables: [String: Variable] = [
        "v_tex_coord": Variable(type: .vec(2), slot: GLSLSlot.texCoord, kind: .varying),
        "u_time": Variable(type: .float, slot: GLSLSlot.time, kind: .builtinUniform),
        "u_sprite_size": Variable(type: .vec(2), slot: GLSLSlot.spriteSize, kind: .builtinUniform),
        "u_path_length": Variable(type: .float, slot: GLSLSlot.pathLength, kind: .builtinUniform),
        "v_color_mix": Variable(type: .vec(4), slot: GLSLSlot.colorMix, kind: .varying),
        "gl_FragColor": Variable(type: .vec(4), slot: GLSLSlot.fragColor, kind: .output),
        "u_texture": Variable(type: .sampler, slot: -1, kind: .sampler),
    ]
    /// GLSL ES 1.0 §7.2 fragment built-ins viewlab does not simulate.
    static let unsupportedBuiltins: Set<String> = ["gl_FragCoord", "gl_FragData", "gl_PointCoord", "gl_FrontFacing"]

    private var nextSlot = GLSLSlot.firstFree
    private var scopes: [[String: Variable]] = [[:]]   // [0]: the globals
    private var uniforms: [String: Variable] = [:]
    private var uniformList: [GLSLUniform] = []
    private var functions: [String: Function] = [:]
    private var declaredFunctions: Set<String> = []
    private var loopDepth = 0
    private var currentFunction: Function?
    private let sizeHints: [String: Int]
    private var inferredSizes: [String: Int] = [:]
    private let stack = GLSLStackGuard()
    /// A frame for evaluating constant expressions at compile time; constant code never reads it.
    private let foldSlots = UnsafeMutablePointer<SIMD4<Double>>.allocate(capacity: 1)
    private let foldFrame = UnsafeMutablePointer<GLSLFrame>.allocate(capacity: 1)

    private init(sizeHints: [String: Int]) {
        self.sizeHints = sizeHints
        foldSlots.initialize(to: .zero)
        foldFrame.initialize(to: GLSLFrame(slots: foldSlots, steps: 0, budget: 0, halted: false, discarded: false,
                                           errorLine: 0, errorColumn: 0, sample: { _, _ in .clear }))
    }
    deinit {
        foldFrame.deinitialize(count: 1)
        foldFrame.deallocate()
        foldSlots.deallocate()
    }

    static func compile(source: String, uniformSizes: [String: Int]) throws -> GLSLCompiledProgram {
        let tokens = try GLSLLexer.tokens(in: source)
        var parser = try GLSLParser(tokens: tokens)
        let items = try parser.program()
        return try GLSLCompiler(sizeHints: uniformSizes).program(items, tokens: tokens)
    }

    // MARK: Program

    private func program(_ items: [GLSLTopLevel], tokens: [GLSLToken]) throws -> GLSLCompiledProgram {
        for item in items {
            switch item {
            case .function(let d): d.body?.forEach(infer)
            case .global(_, _, let ds, _): ds.forEach { $0.initializer.map(infer) }
            }
        }
        // §6.1: a function may be declared (prototyped) before it is defined; not overloaded here.
        for case .function(let d) in items {
            if GLSLBuiltins.functionNames.contains(d.name) || GLSLBuiltins.constructors[d.name] != nil {
                throw GLSLMessage.builtinFunctionRedefined(d.name).error(at: d.pos)
            }
            if let f = functions[d.name] {
                guard f.decl.params.map(\.type) == d.params.map(\.type), f.decl.returnType == d.returnType else {
                    throw GLSLMessage.overloadedFunction(d.name).error(at: d.pos)
                }
                if d.body != nil {
                    if f.definition != nil { throw GLSLMessage.redefinedFunction(d.name).error(at: d.pos) }
                    f.definition = d
                }
            } else {
                functions[d.name] = Function(d)
            }
        }
        // §7: a fragment shader runs `void main()`.
        guard let main = functions["main"], main.definition != nil else {
            let near = GLSLSuggest.closest(to: "main", among: functions.keys)
            throw GLSLMessage.noMain(suggestion: near).error(at: near.flatMap { functions[$0]?.decl.pos } ?? GLSLPos(line: 1, column: 1))
        }
        guard main.decl.returnType == .void, main.decl.params.isEmpty else { throw GLSLMessage.mainSignature.error(at: main.decl.pos) }

        var initializers: [GLSLStmtCode] = []
        for item in items {
            switch item {
            case .function(let d):
                declaredFunctions.insert(d.name)
                if d.body != nil, let f = functions[d.name], f.state == .pending { try compileFunction(f) }
            case .global(.uniform, let type, let ds, _):
                try declareUniforms(type, ds)
            case .global(let q, let type, let ds, _):
                initializers += try declare(type, isConst: q == .const, ds, kind: .global)
            }
        }
        let mainBody = main.body!
        let body: GLSLStmtFn
        if initializers.isEmpty {
            body = mainBody
        } else {
            let globals = sequence(initializers)
            body = { p in
                let r = globals(p)
                return r == .normal ? mainBody(p) : r
            }
        }
        var first: [String: Int] = [:]
        for (k, t) in tokens.enumerated() where t.kind == .identifier && first[t.text] == nil { first[t.text] = k }
        let listed = uniformList.sorted { (first[$0.name] ?? 0) < (first[$1.name] ?? 0) }
        return GLSLCompiledProgram(slotCount: nextSlot, uniforms: listed, body: body)
    }

    private func newSlot() -> Int {
        defer { nextSlot += 1 }
        return nextSlot
    }

    // MARK: Names

    /// GLSL ES 1.0 §4.2: the innermost declaration wins; then SpriteKit's symbols; then any other
    /// `u_` name is a uniform the app supplies (SKUniform), read as 0 when it does not.
    func lookup(_ name: String, at pos: GLSLPos) throws -> Variable {
        for scope in scopes.reversed() {
            if let v = scope[name] { return v }
        }
        if let v = Self.builtinVariables[name] { return v }
        if Self.unsupportedBuiltins.contains(name) { throw GLSLMessage.unsupported(name).error(at: pos) }
        if let v = uniforms[name] { return v }
        if name.hasPrefix("u_") {
            let size = min(max(sizeHints[name] ?? inferredSizes[name] ?? 1, 1), 4)
            let v = Variable(type: .sized(size), slot: newSlot(), kind: .uniform)
            uniforms[name] = v
            uniformList.append(GLSLUniform(name: name, size: size, slot: v.slot, implicit: true))
            return v
        }
        let candidates = scopes.flatMap(\.keys) + Self.builtinVariables.keys + uniforms.keys
        throw GLSLMessage.unknownVariable(name, suggestion: GLSLSuggest.closest(to: name, among: candidates)).error(at: pos)
    }

    /// The widest swizzle used on each undeclared `u_` name: `u_centre.y` makes it at least a vec2.
    private func infer(_ e: GLSLExpr) {
        switch e.kind {
        case .member(let base, let m):
            if case .name(let n) = base.kind, n.hasPrefix("u_") {
                let widest = m.compactMap(Self.componentIndex).max() ?? 0
                inferredSizes[n] = max(inferredSizes[n] ?? 0, max(2, widest + 1))
            }
            infer(base)
        case .call(_, let args): args.forEach(infer)
        case .index(let a, let b), .binary(_, let a, let b), .assign(_, let a, let b): infer(a); infer(b)
        case .unary(_, let a), .postfix(_, let a): infer(a)
        case .conditional(let a, let b, let c): infer(a); infer(b); infer(c)
        case .number, .boolean, .name: break
        }
    }
    private func infer(_ s: GLSLStmt) {
        switch s.kind {
        case .declaration(_, _, let ds): ds.forEach { $0.initializer.map(infer) }
        case .expression(let e): infer(e)
        case .block(let list): list.forEach(infer)
        case .ifElse(let c, let a, let b): infer(c); infer(a); b.map(infer)
        case .forLoop(let i, let c, let st, let body): i.map(infer); c.map(infer); st.map(infer); infer(body)
        case .whileLoop(let c, let body): infer(c); infer(body)
        case .doWhile(let body, let c): infer(body); infer(c)
        case .returnValue(let e): e.map(infer)
        case .breakLoop, .continueLoop, .discard, .empty: break
        }
    }

    // MARK: Declarations

    /// §4.3.4: uniforms are set by the app, never initialized or assigned by the shader.
    private func declareUniforms(_ type: GLSLType, _ ds: [GLSLDeclarator]) throws {
        for d in ds {
            if d.initializer != nil { throw GLSLMessage.uniformInitializer.error(at: d.pos) }
            if Self.builtinVariables[d.name] != nil { throw GLSLMessage.builtinRedeclared(d.name).error(at: d.pos) }
            if scopes[0][d.name] != nil { throw GLSLMessage.redeclared(d.name).error(at: d.pos) }
            guard type.isNumeric else { throw GLSLMessage.unsupported("uniform \(type)").error(at: d.pos) }
            let v = Variable(type: type, slot: newSlot(), kind: .uniform)
            scopes[0][d.name] = v
            uniforms[d.name] = v
            uniformList.append(GLSLUniform(name: d.name, size: type.count, slot: v.slot, implicit: false))
        }
    }

    /// Variables in the innermost scope; the code that initializes them (an uninitialized one is 0;
    /// GLSL leaves it undefined). §4.3.2: a const needs a constant initializer and takes no slot.
    private func declare(_ type: GLSLType, isConst: Bool, _ ds: [GLSLDeclarator], kind: Variable.Kind) throws -> [GLSLStmtCode] {
        var codes: [GLSLStmtCode] = []
        for d in ds {
            if scopes[scopes.count - 1][d.name] != nil { throw GLSLMessage.redeclared(d.name).error(at: d.pos) }
            if scopes.count == 1 && Self.builtinVariables[d.name] != nil { throw GLSLMessage.builtinRedeclared(d.name).error(at: d.pos) }
            var initial: GLSLValue?
            if let e = d.initializer {
                let v = try value(e)
                guard v.type == type else { throw GLSLMessage.initMismatch(type, v.type).error(at: d.pos) }
                initial = v
            }
            if isConst {
                guard let c = initial?.constant else { throw GLSLMessage.constNeedsValue(d.name).error(at: d.pos) }
                scopes[scopes.count - 1][d.name] = Variable(type: type, slot: -1, kind: kind, isConst: true, constant: c)
                continue
            }
            let slot = newSlot()
            // §4.2.2: the name is in scope after its declaration, not in its own initializer.
            scopes[scopes.count - 1][d.name] = Variable(type: type, slot: slot, kind: kind)
            if let v = initial {
                codes.append(GLSLStmtCode(effectStatement(store(GLSLLValue(slot: slot, type: type), v)), at: d.pos))
            } else {
                codes.append(GLSLStmtCode({ p in p.pointee.slots[slot] = .zero; return .normal }, at: d.pos))
            }
        }
        return codes
    }

    // MARK: Functions

    private func compileFunction(_ f: Function) throws {
        guard let d = f.definition, let statements = d.body else { return }
        f.state = .compiling
        let saved = (scopes, loopDepth, currentFunction)
        // §4.2.2: parameters and the body's outermost declarations share one scope.
        scopes = [scopes[0], [:]]
        loopDepth = 0
        currentFunction = f
        for param in d.params {
            if scopes[1][param.name] != nil { throw GLSLMessage.redeclared(param.name).error(at: param.pos) }
            let slot = newSlot()
            scopes[1][param.name] = Variable(type: param.type, slot: slot, kind: .local)
            f.paramSlots.append(slot)
        }
        let body = try block(statements)
        if d.returnType != .void && !statements.contains(where: Self.returnsValue) {
            throw GLSLMessage.returnMissing(d.name, d.returnType).error(at: d.pos)
        }
        f.body = body
        f.state = .compiled
        (scopes, loopDepth, currentFunction) = saved
    }

    private static func returnsValue(_ s: GLSLStmt) -> Bool {
        switch s.kind {
        case .returnValue(let e): return e != nil
        case .block(let list): return list.contains(where: returnsValue)
        case .ifElse(_, let a, let b): return returnsValue(a) || b.map(returnsValue) == true
        case .forLoop(_, _, _, let body), .whileLoop(_, let body), .doWhile(let body, _): return returnsValue(body)
        default: return false
        }
    }

    /// §6.1: a function is called after its declaration, not by itself ("Recursion is not allowed,
    /// not even statically": so each function's parameters and locals can have slots of their own),
    /// and with as many arguments as it has parameters.
    @inline(never)
    private func checkCall(_ f: Function, _ count: Int, at pos: GLSLPos) throws {
        let name = f.decl.name
        guard declaredFunctions.contains(name) else { throw GLSLMessage.usedBeforeDeclared(name).error(at: pos) }
        if f.state == .compiling { throw GLSLMessage.recursion(name).error(at: pos) }
        let params = f.decl.params
        guard params.count == count else { throw GLSLMessage.argumentCount(name, [params.count], count).error(at: pos) }
    }

    @inline(never)
    private func userCall(_ f: Function, _ values: [GLSLValue], at pos: GLSLPos) throws -> GLSLValue {
        let name = f.decl.name, params = f.decl.params
        guard values.map(\.type) == params.map(\.type) else {
            throw GLSLMessage.argumentTypes(name, values.map(\.type)).error(at: pos)
        }
        if f.state == .pending {
            guard f.definition != nil else { throw GLSLMessage.neverDefined(name).error(at: pos) }
            try compileFunction(f)
        }
        let body = f.body!, slots = f.paramSlots
        let call: GLSLVoidFn
        switch values.count {
        case 0:
            call = { p in if body(p).rawValue >= GLSLFlow.discarded.rawValue { p.pointee.halted = true } }
        case 1:
            let a = values[0].lanes, s = slots[0]
            call = { p in
                p.pointee.slots[s] = a(p)
                if body(p).rawValue >= GLSLFlow.discarded.rawValue { p.pointee.halted = true }
            }
        default:
            // Every argument is evaluated before any parameter is set: an argument may call this function too.
            let temps = values.map { _ in newSlot() }
            let arguments = values.map(\.lanesCode)
            call = { p in
                for k in arguments.indices { p.pointee.slots[temps[k]] = arguments[k].run(p) }
                for k in slots.indices { p.pointee.slots[slots[k]] = p.pointee.slots[temps[k]] }
                if body(p).rawValue >= GLSLFlow.discarded.rawValue { p.pointee.halted = true }
            }
        }
        var result: GLSLValue
        switch f.decl.returnType {
        case .float: result = GLSLValue(.float, .scalar { p in call(p); return p.pointee.slots[GLSLSlot.result].x })
        case .bool: result = GLSLValue(.bool, .boolean { p in call(p); return p.pointee.slots[GLSLSlot.result].x != 0 })
        case .vec(let n): result = GLSLValue(.vec(n), .vector { p in call(p); return p.pointee.slots[GLSLSlot.result] })
        default: result = GLSLValue(.void, .none(call))
        }
        result.hasCall = true
        return result
    }

    // MARK: Statements (§6)

    private func pushScope() { scopes.append([:]) }
    private func popScope() { scopes.removeLast() }

    /// A statement in a new scope (§6.1: each compound statement, and each branch and loop body).
    private func scopedStatement(_ s: GLSLStmt) throws -> GLSLStmtFn {
        pushScope()
        defer { popScope() }
        if let c = try statement(s) { return c.run }
        return { _ in .normal }
    }

    /// Statements in order, each counted against the step budget.
    private func block(_ list: [GLSLStmt]) throws -> GLSLStmtFn {
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
    private func sequence(_ list: [GLSLStmtCode]) -> GLSLStmtFn {
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
    private static func unused(_ e: GLSLExpr) -> GLSLExpr {
        if case .postfix(let op, let x) = e.kind { return GLSLExpr(kind: .unary(op, x), pos: e.pos) }
        return e
    }

    private func effectStatement(_ v: GLSLValue) -> GLSLStmtFn {
        let f = v.effect
        if v.hasCall { return { p in f(p); return p.pointee.halted ? .halted : .normal } }
        return { p in f(p); return .normal }
    }

    /// §6.2, §6.3: `if`, `for` and `while` conditions are bools.
    private func condition(_ e: GLSLExpr) throws -> GLSLValue {
        let v = try value(e)
        guard v.type == .bool else { throw GLSLMessage.conditionType(v.type).error(at: e.pos) }
        return v
    }

    // Closures are kept out of generic code (`??`, `map`, arrays, generic functions) here: Swift
    // re-abstracts a closure that passes through one, and every later call then goes through thunks.
    private func statement(_ s: GLSLStmt) throws -> GLSLStmtCode? {
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
    private static func loop(_ p: GLSLPtr, _ line: Int, _ column: Int, _ cond: GLSLBoolFn, _ body: GLSLStmtFn,
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
    private func expr(_ e: GLSLExpr) throws -> GLSLValue {
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
    private func call(_ name: String, _ args: [GLSLExpr], at pos: GLSLPos) throws -> GLSLValue {
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

    private func values(_ args: [GLSLExpr]) throws -> [GLSLValue] {
        var list: [GLSLValue] = []
        list.reserveCapacity(args.count)
        for a in args { list.append(try value(a)) }
        return list
    }

    @inline(never)
    private func unknownFunction(_ name: String, at pos: GLSLPos) -> ShaderError {
        if (try? lookup(name, at: pos)) != nil { return GLSLMessage.notAFunction(name).error(at: pos) }
        let candidates = Array(GLSLBuiltins.functionNames) + GLSLBuiltins.constructors.keys + functions.keys
        return GLSLMessage.unknownFunction(name, suggestion: GLSLSuggest.closest(to: name, among: candidates)).error(at: pos)
    }

    @inline(never)
    private func member(_ base: GLSLExpr, _ m: String, at pos: GLSLPos) throws -> GLSLValue {
        let b = try value(base)
        guard case .vec(let n) = b.type else { throw GLSLMessage.noComponents(b.type, m).error(at: pos) }
        return swizzle(b, try Self.swizzle(m, size: n, type: b.type, at: pos))
    }

    /// §5.5: `v[i]`.
    @inline(never)
    private func index(_ base: GLSLExpr, _ i: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
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
    private func unary(_ op: String, _ x: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
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
    private func binary(_ op: String, _ a: GLSLExpr, _ b: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
        let x = try value(a)
        return try binary(op, x, try value(b), shown: op, at: pos)
    }

    @inline(never)
    private func assign(_ op: String, _ target: GLSLExpr, _ source: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
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
    private func conditional(_ c: GLSLExpr, _ a: GLSLExpr, _ b: GLSLExpr, at pos: GLSLPos) throws -> GLSLValue {
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
    private func read(_ name: String, at pos: GLSLPos) throws -> GLSLValue {
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
    private func swizzle(_ b: GLSLValue, _ lanes: [Int]) -> GLSLValue {
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
    private static func arithmetic(_ op: String, _ a: GLSLValue, _ b: GLSLValue) -> GLSLScalarFn {
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
    private static func arithmetic(_ op: String, _ x: @escaping GLSLVectorFn, _ y: @escaping GLSLVectorFn,
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
    private func lvalue(_ e: GLSLExpr, op: String, opPos: GLSLPos) throws -> GLSLLValue {
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
    private func store(_ lv: GLSLLValue, _ v: GLSLValue) -> GLSLValue {
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
    private func increment(_ op: String, _ target: GLSLExpr, prefix: Bool, at pos: GLSLPos) throws -> GLSLValue {
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

/// "Did you mean …?": the closest name by edit distance (with swapped letters counting once), or a
/// name this one starts (`cosine` → `cos`).
enum GLSLSuggest {
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lower = Array(name.lowercased())
        var best: (name: String, distance: Int, prefix: Int)?
        for c in Set(candidates) where c != name {
            let cl = Array(c.lowercased())
            let d = distance(lower, cl)
            let isPrefix = min(lower.count, cl.count) >= 3 && (lower.starts(with: cl) || cl.starts(with: lower))
            guard d <= max(1, lower.count / 3) || isPrefix else { continue }
            let prefix = zip(lower, cl).prefix { $0 == $1 }.count
            if let b = best, (b.distance, -b.prefix, b.name) <= (d, -prefix, c) { continue }
            best = (c, d, prefix)
        }
        return best?.name
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
