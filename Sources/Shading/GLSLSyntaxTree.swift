// The syntax tree the parser makes (GLSL ES 1.0 §4–§6): types, expressions, statements, declarations.

/// A value's type. GLSL ES 1.0 §4.1; viewlab reads `int` as `float`.
enum GLSLType: Equatable, Hashable, Sendable, CustomStringConvertible {
    case void, bool, float, vec(Int), sampler

    var description: String {
        switch self {
        case .void: "void"
        case .bool: "bool"
        case .float: "float"
        case .vec(let n): "vec\(n)"
        case .sampler: "sampler2D"
        }
    }
    /// Components: 1 for float and bool, n for vecN.
    var count: Int {
        if case .vec(let n) = self { return n }
        return 1
    }
    /// float or vecN: what arithmetic takes.
    var isNumeric: Bool {
        switch self {
        case .float, .vec: true
        default: false
        }
    }
    /// float for 1, vecN for 2…4.
    static func sized(_ n: Int) -> GLSLType { n <= 1 ? .float : .vec(min(n, 4)) }

    static let names: [String: GLSLType] = [
        "void": .void, "float": .float, "int": .float, "bool": .bool, "vec2": .vec(2), "vec3": .vec(3), "vec4": .vec(4),
    ]
    /// GLSL ES 1.0 types viewlab does not run.
    static let unsupportedNames: Set<String> = [
        "mat2", "mat3", "mat4", "ivec2", "ivec3", "ivec4", "bvec2", "bvec3", "bvec4", "sampler2D", "samplerCube", "struct",
    ]
}

struct GLSLExpr {
    indirect enum Kind {
        case number(Double)
        case boolean(Bool)
        case name(String)
        case call(String, [GLSLExpr])
        case member(GLSLExpr, String)
        case index(GLSLExpr, GLSLExpr)
        case unary(String, GLSLExpr)          // - + ! and prefix ++ --
        case postfix(String, GLSLExpr)        // postfix ++ --
        case binary(String, GLSLExpr, GLSLExpr)
        case assign(String, GLSLExpr, GLSLExpr)
        case conditional(GLSLExpr, GLSLExpr, GLSLExpr)
    }
    let kind: Kind
    /// The token that names the expression: the operator of a binary one, the name of a call.
    let pos: GLSLPos
    /// How many levels the tree has: bounded by the parser, so that checking, running and freeing
    /// the tree (all recursive) stay well within a thread's stack.
    let depth: Int

    init(kind: Kind, pos: GLSLPos) {
        self.kind = kind
        self.pos = pos
        switch kind {
        case .number, .boolean, .name: depth = 1
        case .call(_, let args): depth = 1 + (args.map(\.depth).max() ?? 0)
        case .member(let a, _), .unary(_, let a), .postfix(_, let a): depth = 1 + a.depth
        case .index(let a, let b), .binary(_, let a, let b), .assign(_, let a, let b): depth = 1 + max(a.depth, b.depth)
        case .conditional(let a, let b, let c): depth = 1 + max(a.depth, b.depth, c.depth)
        }
    }
}

struct GLSLDeclarator {
    var name: String
    var pos: GLSLPos
    var initializer: GLSLExpr?
}

struct GLSLStmt {
    indirect enum Kind {
        case declaration(GLSLType, isConst: Bool, [GLSLDeclarator])
        case expression(GLSLExpr)
        case block([GLSLStmt])
        case ifElse(GLSLExpr, GLSLStmt, GLSLStmt?)
        case forLoop(GLSLStmt?, GLSLExpr?, GLSLExpr?, GLSLStmt)
        case whileLoop(GLSLExpr, GLSLStmt)
        case doWhile(GLSLStmt, GLSLExpr)
        case returnValue(GLSLExpr?)
        case breakLoop, continueLoop, discard, empty
    }
    var kind: Kind
    var pos: GLSLPos
}

struct GLSLParam {
    var type: GLSLType
    var name: String
    var pos: GLSLPos
}

struct GLSLFunctionDecl {
    var returnType: GLSLType
    var name: String
    var pos: GLSLPos
    var params: [GLSLParam]
    var body: [GLSLStmt]?   // nil for a prototype (§6.1)
}

enum GLSLTopLevel {
    enum Qualifier { case none, const, uniform }
    case function(GLSLFunctionDecl)
    case global(Qualifier, GLSLType, [GLSLDeclarator], GLSLPos)
}
