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

    var nextSlot = GLSLSlot.firstFree
    var scopes: [[String: Variable]] = [[:]]   // [0]: the globals
    var uniforms: [String: Variable] = [:]
    var uniformList: [GLSLUniform] = []
    var functions: [String: Function] = [:]
    var declaredFunctions: Set<String> = []
    var loopDepth = 0
    var currentFunction: Function?
    let sizeHints: [String: Int]
    var inferredSizes: [String: Int] = [:]
    let stack = GLSLStackGuard()
    /// A frame for evaluating constant expressions at compile time; constant code never reads it.
    let foldSlots = UnsafeMutablePointer<SIMD4<Double>>.allocate(capacity: 1)
    let foldFrame = UnsafeMutablePointer<GLSLFrame>.allocate(capacity: 1)

    init(sizeHints: [String: Int]) {
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

    func program(_ items: [GLSLTopLevel], tokens: [GLSLToken]) throws -> GLSLCompiledProgram {
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

    func newSlot() -> Int {
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
    func infer(_ e: GLSLExpr) {
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
    func infer(_ s: GLSLStmt) {
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
    func declareUniforms(_ type: GLSLType, _ ds: [GLSLDeclarator]) throws {
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
    func declare(_ type: GLSLType, isConst: Bool, _ ds: [GLSLDeclarator], kind: Variable.Kind) throws -> [GLSLStmtCode] {
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

    func compileFunction(_ f: Function) throws {
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

    static func returnsValue(_ s: GLSLStmt) -> Bool {
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
    func checkCall(_ f: Function, _ count: Int, at pos: GLSLPos) throws {
        let name = f.decl.name
        guard declaredFunctions.contains(name) else { throw GLSLMessage.usedBeforeDeclared(name).error(at: pos) }
        if f.state == .compiling { throw GLSLMessage.recursion(name).error(at: pos) }
        let params = f.decl.params
        guard params.count == count else { throw GLSLMessage.argumentCount(name, [params.count], count).error(at: pos) }
    }

    @inline(never)
    func userCall(_ f: Function, _ values: [GLSLValue], at pos: GLSLPos) throws -> GLSLValue {
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
