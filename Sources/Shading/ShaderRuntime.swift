// What a compiled shader is made of, and how one fragment runs: every variable lives in a slot
// (four Doubles; a float or bool uses lane 0, a vecN lanes 0..<N, the other lanes are never read),
// and every expression and statement is a closure over a pointer to the fragment's frame.

import ViewlabModel

typealias GLSLPtr = UnsafeMutablePointer<GLSLFrame>
typealias GLSLScalarFn = (GLSLPtr) -> Double
typealias GLSLVectorFn = (GLSLPtr) -> SIMD4<Double>
typealias GLSLBoolFn = (GLSLPtr) -> Bool
typealias GLSLVoidFn = (GLSLPtr) -> Void
typealias GLSLStmtFn = (GLSLPtr) -> GLSLFlow

/// A statement's code and place. Closures are kept in struct fields, never directly in arrays,
/// optionals or generic helpers: Swift re-abstracts a closure that passes through generic code, and
/// every later call of it then goes through two thunks.
struct GLSLStmtCode {
    let run: GLSLStmtFn
    let pos: GLSLPos
    init(_ run: @escaping GLSLStmtFn, at pos: GLSLPos) {
        self.run = run
        self.pos = pos
    }
}

/// An argument's code, for an array of them (see GLSLStmtCode).
struct GLSLLanesCode {
    let run: GLSLVectorFn
}

/// How a statement ended.
enum GLSLFlow: UInt8 {
    case normal, breakLoop, continueLoop, returned, discarded
    /// A runtime error, or a `discard` inside a called function: unwind to the top.
    case halted
}

/// One fragment's state, on the stack of `GLSLCompiledProgram.run`.
struct GLSLFrame {
    let slots: UnsafeMutablePointer<SIMD4<Double>>
    var steps: Int
    let budget: Int
    /// Set when the fragment must stop: the budget ran out, or a called function discarded.
    var halted: Bool
    var discarded: Bool
    /// Where the budget ran out (0 when it did not).
    var errorLine: Int
    var errorColumn: Int
    let sample: (Double, Double) -> ShaderColor
}

/// The slots SpriteKit's predeclared symbols use (SKShader, "Predefined symbols"); slot 0 carries a
/// function's return value.
enum GLSLSlot {
    static let result = 0, texCoord = 1, time = 2, spriteSize = 3, pathLength = 4, colorMix = 5, fragColor = 6
    static let firstFree = 7
}

/// Counts one step (a statement, or a loop's iteration); false, with the place noted, once the
/// budget is spent.
@inline(__always)
func glslStep(_ p: GLSLPtr, _ line: Int, _ column: Int) -> Bool {
    p.pointee.steps &+= 1
    if p.pointee.steps <= p.pointee.budget { return true }
    if p.pointee.errorLine == 0 {
        p.pointee.errorLine = line
        p.pointee.errorColumn = column
    }
    p.pointee.halted = true
    return false
}

/// The lane a run-time index `v[i]` reads: GLSL ES 1.0 §5.5 leaves an index out of range
/// undefined; viewlab clamps it (and reads NaN as 0).
@inline(__always)
func glslLane(_ d: Double, _ n: Int) -> Int {
    d >= 1 ? (d < Double(n) ? Int(d) : n - 1) : 0
}

/// The dot product of the first `n` lanes.
@inline(__always)
func glslDot(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ n: Int) -> Double {
    let m = a * b
    switch n {
    case 2: return m.x + m.y
    case 3: return m.x + m.y + m.z
    default: return m.x + m.y + m.z + m.w
    }
}

/// GLSL ES 1.0 §5.9: `==` on vectors is true when every component is equal.
@inline(__always)
func glslEqual(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ n: Int) -> Bool {
    for k in 0..<n where a[k] != b[k] { return false }
    return true
}

struct GLSLUniform: Sendable {
    var name: String
    var size: Int
    var slot: Int
    /// Read but not declared: its size may come from the values supplied.
    var implicit: Bool
}

/// A checked shader as closures. Immutable once built; each run works in its own frame, so one
/// program can run fragments on several threads at once.
final class GLSLCompiledProgram: @unchecked Sendable {
    let slotCount: Int
    let uniforms: [GLSLUniform]
    let body: GLSLStmtFn

    init(slotCount: Int, uniforms: [GLSLUniform], body: @escaping GLSLStmtFn) {
        self.slotCount = slotCount
        self.uniforms = uniforms
        self.body = body
    }

    /// The sizes of the undeclared uniforms as `supplied` gives them (1 value: float, 2…4: vecN),
    /// or as compiled when it does not.
    func suppliedSizes(_ supplied: [String: [Double]]) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for u in uniforms where u.implicit {
            let n = supplied[u.name]?.count ?? 0
            sizes[u.name] = (1...4).contains(n) ? n : u.size
        }
        return sizes
    }

    /// Runs one fragment; nil, without running, when `checkSizes` and `inputs` gives an undeclared
    /// uniform another size than this program was compiled with (see `suppliedSizes`).
    func run(_ inputs: ShaderInputs, budget: Int, checkSizes: Bool) throws -> ShaderColor? {
        try withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: slotCount) { buffer in
            let slots = buffer.baseAddress!
            slots.initialize(repeating: .zero, count: slotCount)
            slots[GLSLSlot.texCoord] = SIMD4(inputs.texCoord.x, inputs.texCoord.y, 0, 0)
            slots[GLSLSlot.time].x = inputs.time
            slots[GLSLSlot.spriteSize] = SIMD4(inputs.spriteSize.width, inputs.spriteSize.height, 0, 0)
            slots[GLSLSlot.pathLength].x = inputs.pathLength
            let mix = inputs.colorMix
            slots[GLSLSlot.colorMix] = SIMD4(mix.r, mix.g, mix.b, mix.a)
            // A uniform not supplied stays 0, as SpriteKit leaves an unset one; missing components are 0.
            // Matching names by walking the dictionary avoids hashing a string per uniform per pixel.
            if !uniforms.isEmpty {
                for (name, values) in inputs.uniforms {
                    let length = name.utf8.count
                    for u in uniforms where u.name.utf8.count == length && u.name == name {
                        if checkSizes && u.implicit && values.count != u.size && (1...4).contains(values.count) { return nil }
                        var v = SIMD4<Double>.zero
                        for k in 0..<min(values.count, 4) { v[k] = values[k] }
                        slots[u.slot] = v
                    }
                }
            }
            var frame = GLSLFrame(slots: slots, steps: 0, budget: budget, halted: false, discarded: false,
                                  errorLine: 0, errorColumn: 0, sample: inputs.sampleTexture)
            _ = withUnsafeMutablePointer(to: &frame) { body($0) }
            if frame.errorLine != 0 {
                let m = GLSLMessage.stepBudget(budget)
                throw ShaderError(.run, line: frame.errorLine, column: frame.errorColumn, message: m.en, messageZh: m.zh)
            }
            // GLSL ES 1.0 §6.4: `discard` writes nothing; over a transparent background that is (0, 0, 0, 0).
            if frame.discarded { return .clear }
            let c = slots[GLSLSlot.fragColor]
            return ShaderColor(r: c.x, g: c.y, b: c.z, a: c.w)
        }
    }
}

/// A checked expression: its type, its code, and what the compiler knows about it.
struct GLSLValue {
    enum Code {
        case scalar(GLSLScalarFn)
        case vector(GLSLVectorFn)
        case boolean(GLSLBoolFn)
        case none(GLSLVoidFn)
    }
    var type: GLSLType
    var code: Code
    /// The value, when known at compile time (literals, consts, and operations on them).
    var constant: SIMD4<Double>?
    /// Calls a user function (which may halt the fragment).
    var hasCall = false
    /// A plain read of a vector variable's slot.
    var slot: Int?
    /// A plain read of one lane of a slot (a float variable, or `v.x`).
    var place: (slot: Int, lane: Int)?

    init(_ type: GLSLType, _ code: Code) {
        self.type = type
        self.code = code
    }

    var scalar: GLSLScalarFn {
        if case .scalar(let f) = code { return f }
        preconditionFailure("GLSLValue: a \(type) used as a float")
    }
    var vector: GLSLVectorFn {
        if case .vector(let f) = code { return f }
        preconditionFailure("GLSLValue: a \(type) used as a vector")
    }
    var boolean: GLSLBoolFn {
        if case .boolean(let f) = code { return f }
        preconditionFailure("GLSLValue: a \(type) used as a bool")
    }
    /// Any value as four lanes: a float in lane 0, a bool as 1 or 0.
    var lanes: GLSLVectorFn {
        switch code {
        case .scalar(let f): return { SIMD4(f($0), 0, 0, 0) }
        case .vector(let f): return f
        case .boolean(let f): return { SIMD4(f($0) ? 1 : 0, 0, 0, 0) }
        case .none(let f): return { f($0); return .zero }
        }
    }
    var lanesCode: GLSLLanesCode { GLSLLanesCode(run: lanes) }
    /// A vector whose every lane is this float (GLSL ES 1.0 §5.9: a scalar meets a vector component-wise).
    var splat: GLSLVectorFn {
        if case .vector(let f) = code { return f }
        let f = scalar
        if let k = constant?.x { let v = SIMD4<Double>(repeating: k); return { _ in v } }
        return { SIMD4(repeating: f($0)) }
    }
    /// Runs for its effects only.
    var effect: GLSLVoidFn {
        switch code {
        case .scalar(let f): return { _ = f($0) }
        case .vector(let f): return { _ = f($0) }
        case .boolean(let f): return { _ = f($0) }
        case .none(let f): return f
        }
    }

    @inline(never)
    static func literal(_ type: GLSLType, _ v: SIMD4<Double>) -> GLSLValue {
        var r: GLSLValue
        switch type {
        case .float: let x = v.x; r = GLSLValue(type, .scalar { _ in x })
        case .bool: let b = v.x != 0; r = GLSLValue(type, .boolean { _ in b })
        default: r = GLSLValue(type, .vector { _ in v })
        }
        r.constant = type == .bool ? SIMD4(v.x != 0 ? 1 : 0, 0, 0, 0) : v
        return r
    }
}
