import Foundation
import ViewlabModel

// GLSL ES 1.0 §8: the built-in functions, and §5.4 the constructors. "genType" is float, vec2,
// vec3 or vec4, and a function of genType works component by component (§8).

/// A built-in's arithmetic, in a struct: a closure kept directly in a dictionary would be
/// re-abstracted, and each call would go through thunks.
struct GLSLMath1: Sendable {
    let f: @Sendable (Double) -> Double
}
struct GLSLMath2: Sendable {
    let patterns: [String]
    let f: @Sendable (Double, Double) -> Double
    init(_ patterns: [String], _ f: @escaping @Sendable (Double, Double) -> Double) { self.patterns = patterns; self.f = f }
}
struct GLSLMath3: Sendable {
    let patterns: [String]
    let f: @Sendable (Double, Double, Double) -> Double
    init(_ patterns: [String], _ f: @escaping @Sendable (Double, Double, Double) -> Double) { self.patterns = patterns; self.f = f }
}

enum GLSLBuiltins {
    /// §8.1–8.3, one genType argument.
    static let unary: [String: GLSLMath1] = [
        "radians": GLSLMath1 { $0 * (Double.pi / 180) },     // §8.1: π/180 · degrees
        "degrees": GLSLMath1 { $0 * (180 / Double.pi) },
        "sin": GLSLMath1 { sin($0) }, "cos": GLSLMath1 { cos($0) }, "tan": GLSLMath1 { tan($0) },
        "asin": GLSLMath1 { asin($0) }, "acos": GLSLMath1 { acos($0) }, "atan": GLSLMath1 { atan($0) },
        "exp": GLSLMath1 { exp($0) }, "log": GLSLMath1 { log($0) }, "exp2": GLSLMath1 { exp2($0) }, "log2": GLSLMath1 { log2($0) },
        "sqrt": GLSLMath1 { sqrt($0) },
        "inversesqrt": GLSLMath1 { 1 / sqrt($0) },           // §8.2: 1/√x
        "abs": GLSLMath1 { abs($0) },
        "sign": GLSLMath1 { $0 > 0 ? 1 : $0 < 0 ? -1 : 0 },  // §8.3: 1, 0 or −1
        "floor": GLSLMath1 { floor($0) }, "ceil": GLSLMath1 { ceil($0) },
        "fract": GLSLMath1 { $0 - floor($0) },               // §8.3: x − floor(x)
    ]

    /// Patterns: G is the genType, F a float (§8.3 lists e.g. `mod(genType, float)`).
    static let binary: [String: GLSLMath2] = [
        "pow": GLSLMath2(["GG"]) { pow($0, $1) },
        "mod": GLSLMath2(["GG", "GF"]) { $0 - $1 * floor($0 / $1) },    // §8.3: x − y·floor(x/y)
        "min": GLSLMath2(["GG", "GF"]) { $1 < $0 ? $1 : $0 },           // §8.3: y < x ? y : x
        "max": GLSLMath2(["GG", "GF"]) { $0 < $1 ? $1 : $0 },           // §8.3: x < y ? y : x
        "step": GLSLMath2(["GG", "FG"]) { $1 < $0 ? 0 : 1 },            // §8.3: x < edge ? 0 : 1
    ]
    /// `atan(y, x)` (§8.1), told from the one-argument atan by its arguments.
    static let atan2 = GLSLMath2(["GG"]) { Foundation.atan2($0, $1) }

    static let ternary: [String: GLSLMath3] = [
        // §8.3: min(max(x, minVal), maxVal)
        "clamp": GLSLMath3(["GGG", "GFF"]) { x, lo, hi in let m = lo > x ? lo : x; return hi < m ? hi : m },
        // §8.3: x·(1 − a) + y·a
        "mix": GLSLMath3(["GGG", "GGF"]) { x, y, a in x * (1 - a) + y * a },
        // §8.3: t = clamp((x − edge0)/(edge1 − edge0), 0, 1); t·t·(3 − 2t)
        "smoothstep": GLSLMath3(["GGG", "FFG"]) { e0, e1, x in
            var t = (x - e0) / (e1 - e0)
            t = t < 0 ? 0 : (t > 1 ? 1 : t)
            return t * t * (3 - 2 * t)
        },
    ]

    /// §8.4: the geometric functions, with their argument counts.
    static let geometric: [String: Int] = ["length": 1, "distance": 2, "dot": 2, "cross": 2, "normalize": 1]

    /// §8.7: `texture2D`; `texture` is the GLSL 3 spelling.
    static let texture: Set<String> = ["texture2D", "texture"]

    /// §5.4.1: the constructors; `int(x)` keeps a float but drops the fraction.
    static let constructors: [String: GLSLType] = [
        "float": .float, "int": .float, "bool": .bool, "vec2": .vec(2), "vec3": .vec(3), "vec4": .vec(4),
    ]

    static let functionNames: Set<String> = Set(unary.keys).union(binary.keys).union(ternary.keys)
        .union(geometric.keys).union(texture)

    /// How many arguments `name` takes, for a built-in function.
    static func argumentCounts(_ name: String) -> [Int]? {
        if name == "atan" { return [1, 2] }
        if unary[name] != nil { return [1] }
        if binary[name] != nil { return [2] }
        if ternary[name] != nil { return [3] }
        if let n = geometric[name] { return [n] }
        if texture.contains(name) { return [2] }
        return nil
    }
}

extension GLSLCompiler {
    /// The genType of `values` under the first of `patterns` they fit, and which that was.
    private func genType(_ values: [GLSLValue], _ patterns: [String]) -> (GLSLType, String)? {
        for pattern in patterns where pattern.count == values.count {
            var g: GLSLType?
            var fits = true
            for (letter, v) in zip(pattern, values) {
                if letter == "F" { fits = fits && v.type == .float; continue }
                guard v.type.isNumeric else { fits = false; break }
                if let known = g { fits = fits && known == v.type } else { g = v.type }
            }
            if fits, let g { return (g, pattern) }
        }
        return nil
    }

    /// A call of the built-in function `name` (not texture2D) with arguments `values`, whose count
    /// the caller has checked.
    @inline(never)
    func builtinCall(_ name: String, _ values: [GLSLValue], at pos: GLSLPos) throws -> GLSLValue {
        let mismatch = GLSLMessage.argumentTypes(name, values.map(\.type)).error(at: pos)

        if let n = GLSLBuiltins.geometric[name] {
            guard let (g, _) = genType(values, [String(repeating: "G", count: n)]) else { throw mismatch }
            return finish(try geometric(name, g, values, mismatch), values)
        }
        if values.count == 1, let math = GLSLBuiltins.unary[name] {
            let f = math.f
            guard let (g, _) = genType(values, ["G"]) else { throw mismatch }
            let result: GLSLValue
            if case .vec(let n) = g {
                result = GLSLValue(g, .vector(Self.map(n, values[0].vector, f)))
            } else {
                let a = values[0].scalar
                switch name {   // the water shader's own, called directly
                case "sin": result = GLSLValue(.float, .scalar { sin(a($0)) })
                case "cos": result = GLSLValue(.float, .scalar { cos(a($0)) })
                default: result = GLSLValue(.float, .scalar { f(a($0)) })
                }
            }
            return finish(result, values)
        }
        if values.count == 2, let math = name == "atan" ? GLSLBuiltins.atan2 : GLSLBuiltins.binary[name] {
            let patterns = math.patterns, f = math.f
            guard let (g, _) = genType(values, patterns) else { throw mismatch }
            let result: GLSLValue
            if case .vec(let n) = g {
                result = GLSLValue(g, .vector(Self.map(n, values[0].splat, values[1].splat, f)))
            } else {
                let a = values[0].scalar, b = values[1].scalar
                result = GLSLValue(.float, .scalar { f(a($0), b($0)) })
            }
            return finish(result, values)
        }
        if values.count == 3, let math = GLSLBuiltins.ternary[name] {
            let patterns = math.patterns, f = math.f
            guard let (g, _) = genType(values, patterns) else { throw mismatch }
            let result: GLSLValue
            if case .vec(let n) = g {
                result = GLSLValue(g, .vector(Self.map(n, values[0].splat, values[1].splat, values[2].splat, f)))
            } else {
                let a = values[0].scalar, b = values[1].scalar, c = values[2].scalar
                result = GLSLValue(.float, .scalar { f(a($0), b($0), c($0)) })
            }
            return finish(result, values)
        }
        throw mismatch
    }

    /// §8.4.
    private func geometric(_ name: String, _ g: GLSLType, _ values: [GLSLValue], _ mismatch: ShaderError) throws -> GLSLValue {
        let n = g.count
        if g == .float {
            let a = values[0].scalar
            switch name {
            case "length": return GLSLValue(.float, .scalar { abs(a($0)) })
            case "normalize": return GLSLValue(.float, .scalar { let x = a($0); return x / abs(x) })
            case "distance": let b = values[1].scalar; return GLSLValue(.float, .scalar { abs(a($0) - b($0)) })
            case "dot": let b = values[1].scalar; return GLSLValue(.float, .scalar { a($0) * b($0) })
            default: throw mismatch   // cross takes vec3s
            }
        }
        let a = values[0].vector
        switch name {
        case "length":
            return GLSLValue(.float, .scalar { let v = a($0); return sqrt(glslDot(v, v, n)) })
        case "normalize":
            return GLSLValue(g, .vector { let v = a($0); return v / sqrt(glslDot(v, v, n)) })
        case "distance":
            let b = values[1].vector
            return GLSLValue(.float, .scalar { let d = a($0) - b($0); return sqrt(glslDot(d, d, n)) })
        case "dot":
            let b = values[1].vector
            return GLSLValue(.float, .scalar { glslDot(a($0), b($0), n) })
        default:   // cross
            guard n == 3 else { throw mismatch }
            let b = values[1].vector
            return GLSLValue(g, .vector { p in
                let x = a(p), y = b(p)
                return SIMD4(x.y * y.z - y.y * x.z, x.z * y.x - y.z * x.x, x.x * y.y - y.x * x.y, 0)
            })
        }
    }

    /// §8.7: `texture2D(sampler2D, vec2)`. SpriteKit's only sampler is u_texture.
    @inline(never)
    func textureCall(_ name: String, _ args: [GLSLExpr], at pos: GLSLPos) throws -> GLSLValue {
        guard case .name(let s) = args[0].kind, (try? lookup(s, at: args[0].pos))?.type == .sampler else {
            throw GLSLMessage.samplerArgument(name).error(at: args[0].pos)
        }
        let coord = try value(args[1])
        guard coord.type == .vec(2) else {
            throw GLSLMessage.argumentTypes(name, [.sampler, coord.type]).error(at: pos)
        }
        let f = coord.vector
        var result = GLSLValue(.vec(4), .vector { p in
            let v = f(p)
            let c = p.pointee.sample(v.x, v.y)
            return SIMD4(c.r, c.g, c.b, c.a)
        })
        result.hasCall = coord.hasCall
        return result
    }

    /// §5.4: `float(x)`, `int(x)`, `bool(x)`, `vecN(…)`: the constructor `name` of type `target`.
    @inline(never)
    func constructorCall(_ name: String, _ target: GLSLType, _ values: [GLSLValue], at pos: GLSLPos) throws -> GLSLValue {
        guard !values.isEmpty else { throw GLSLMessage.constructorTooFew(target, 0).error(at: pos) }
        for v in values where !(v.type.isNumeric || v.type == .bool) {
            throw GLSLMessage.argumentTypes(name, values.map(\.type)).error(at: pos)
        }
        let first = values[0]
        if target.count == 1 {
            // §5.4.1 conversions; a vector argument gives its first component (§5.4.2).
            guard values.count == 1 else { throw GLSLMessage.constructorTooMany(target).error(at: pos) }
            let x = first.lanes
            let result: GLSLValue
            switch (target, first.type) {
            case (.bool, .bool): result = first
            case (.bool, _): result = GLSLValue(.bool, .boolean { x($0).x != 0 })
            case (_, .float) where name == "float": result = first
            case _ where name == "int": result = GLSLValue(.float, .scalar { x($0).x.rounded(.towardZero) })
            default: result = GLSLValue(.float, .scalar { x($0).x })
            }
            return finish(result, values)
        }
        let n = target.count
        // §5.4.2: one scalar fills every component; one vector gives its first n components.
        if values.count == 1 {
            switch first.type {
            case .vec(let m):
                guard m >= n else { throw GLSLMessage.constructorTooFew(target, m).error(at: pos) }
                var r = first   // the extra lanes are never read
                r.type = target
                return finish(r, values)
            default:
                let x = first.lanes
                return finish(GLSLValue(target, .vector { SIMD4(repeating: x($0).x) }), values)
            }
        }
        // §5.4.2: otherwise the arguments' components fill the vector in order; every argument must be used.
        let total = values.reduce(0) { $0 + $1.type.count }
        guard total >= n else { throw GLSLMessage.constructorTooFew(target, total).error(at: pos) }
        guard total - values.last!.type.count < n else { throw GLSLMessage.constructorTooMany(target).error(at: pos) }
        if values.allSatisfy({ $0.type == .float }) {
            switch n {
            case 2: let a = values[0].scalar, b = values[1].scalar; return finish(GLSLValue(target, .vector { SIMD4(a($0), b($0), 0, 0) }), values)
            case 3: let a = values[0].scalar, b = values[1].scalar, c = values[2].scalar; return finish(GLSLValue(target, .vector { SIMD4(a($0), b($0), c($0), 0) }), values)
            default:
                let a = values[0].scalar, b = values[1].scalar, c = values[2].scalar, d = values[3].scalar
                return finish(GLSLValue(target, .vector { SIMD4(a($0), b($0), c($0), d($0)) }), values)
            }
        }
        var code = values[0].lanes
        var filled = values[0].type.count
        for v in values.dropFirst() {
            let head = code, tail = v.lanes, at = filled, take = min(v.type.count, n - filled)
            switch take {
            case 1: code = { p in var o = head(p); o[at] = tail(p).x; return o }
            default: code = { p in var o = head(p); let t = tail(p); for k in 0..<take { o[at + k] = t[k] }; return o }
            }
            filled += take
        }
        return finish(GLSLValue(target, .vector(code)), values)
    }

    /// A genType function applied to the first n lanes.
    static func map(_ n: Int, _ a: @escaping GLSLVectorFn, _ f: @escaping @Sendable (Double) -> Double) -> GLSLVectorFn {
        switch n {
        case 2: return { let v = a($0); return SIMD4(f(v.x), f(v.y), 0, 0) }
        case 3: return { let v = a($0); return SIMD4(f(v.x), f(v.y), f(v.z), 0) }
        default: return { let v = a($0); return SIMD4(f(v.x), f(v.y), f(v.z), f(v.w)) }
        }
    }
    static func map(_ n: Int, _ a: @escaping GLSLVectorFn, _ b: @escaping GLSLVectorFn,
                    _ f: @escaping @Sendable (Double, Double) -> Double) -> GLSLVectorFn {
        { p in
            let x = a(p), y = b(p)
            var o = SIMD4<Double>.zero
            for k in 0..<n { o[k] = f(x[k], y[k]) }
            return o
        }
    }
    static func map(_ n: Int, _ a: @escaping GLSLVectorFn, _ b: @escaping GLSLVectorFn, _ c: @escaping GLSLVectorFn,
                    _ f: @escaping @Sendable (Double, Double, Double) -> Double) -> GLSLVectorFn {
        { p in
            let x = a(p), y = b(p), z = c(p)
            var o = SIMD4<Double>.zero
            for k in 0..<n { o[k] = f(x[k], y[k], z[k]) }
            return o
        }
    }
}
