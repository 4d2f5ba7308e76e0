import Foundation
import ViewlabModel

// A small, pure, deterministic interpreter for the GLSL ES 1.0 fragment shaders that SpriteKit's
// SKShader runs (Pro SwiftUI, ch. 5, "Magic with SpriteKit"). Source → tokens (ShaderLexer.swift)
// → syntax tree (ShaderParser.swift) → a checked tree of closures with every variable resolved to
// a slot index (ShaderCompiler.swift, ShaderBuiltins.swift; the frame they run in is in
// ShaderRuntime.swift). Running a fragment only calls those closures: no name look-ups, no hashing
// and no heap allocation per pixel. Messages are in ShaderDiagnostics.swift.
//
// References: "GLSL ES 1.0" is The OpenGL ES Shading Language, version 1.00, revision 17;
// "SKShader" is Apple's SKShader documentation (the built-in symbols it predeclares).

/// A compiled fragment shader.
public struct ShaderProgram: FragmentProgram {
    public let source: String
    /// The most statements and loop iterations one fragment may run before `fragmentColor` throws:
    /// the guard against a runaway loop.
    public var stepBudget: Int = 100_000

    let compiled: GLSLCompiledProgram
    let variants: GLSLVariantCache

    /// Parses and checks `source`; throws a ShaderError of the compile stage.
    public init(source: String) throws {
        try self.init(source: source, uniformSizes: [:])
    }

    /// Parses and checks `source`, with the sizes (1 float, 2…4 vecN) of uniforms the source reads
    /// but does not declare — as an `SKUniform` would declare them. A size not given is inferred from
    /// the widest swizzle the shader uses on the uniform (`u_centre.y` → vec2), or else is float;
    /// `fragmentColor` recompiles (once, then caches) when `ShaderInputs.uniforms` supplies another size.
    public init(source: String, uniformSizes: [String: Int]) throws {
        self.source = source
        compiled = try GLSLCompiler.compile(source: source, uniformSizes: uniformSizes)
        variants = GLSLVariantCache(hints: uniformSizes)
    }

    /// The uniforms the program declares or reads (names starting `u_` that are not built in), for
    /// listing, in the order they first appear in the source.
    public var uniformNames: [String] { compiled.uniforms.map(\.name) }

    /// Each uniform's size as compiled: 1 for float, 2…4 for vec2…vec4.
    public var uniformSizes: [String: Int] {
        Dictionary(compiled.uniforms.map { ($0.name, $0.size) }, uniquingKeysWith: { a, _ in a })
    }

    /// The variables SpriteKit predeclares for a fragment shader (SKShader: "Predefined symbols"),
    /// and the built-in functions viewlab runs.
    public static let builtinVariableNames: [String] = GLSLCompiler.builtinVariables.keys.sorted()
    public static let builtinFunctionNames: [String] = GLSLBuiltins.functionNames.sorted()

    /// Runs main() for one fragment. Returns gl_FragColor (r, g, b, a), premultiplied as SpriteKit's
    /// is, and not clamped (the caller clamps when it writes a pixel). A `discard` gives (0, 0, 0, 0).
    public func fragmentColor(_ inputs: ShaderInputs) throws -> ShaderColor {
        if let color = try compiled.run(inputs, budget: stepBudget, checkSizes: true) { return color }
        let variant = try variants.program(source: source, sizes: compiled.suppliedSizes(inputs.uniforms))
        return try variant.run(inputs, budget: stepBudget, checkSizes: false) ?? .clear
    }
}

/// A shader that does not compile, or a fragment that could not finish (its step budget ran out):
/// where (1-based, in `source`) and why, in English and Chinese.
public struct ShaderError: BilingualError, Equatable, Sendable, CustomStringConvertible {
    public enum Stage: Sendable { case compile, run }
    public var stage: Stage
    public var line: Int
    public var column: Int
    public var message: String
    public var messageZh: String
    public init(_ stage: Stage, line: Int, column: Int, message: String, messageZh: String) {
        self.stage = stage; self.line = line; self.column = column; self.message = message; self.messageZh = messageZh
    }
    public var text: Bilingual? { Bilingual(message, messageZh) }
    public var description: String { "\(line):\(column): \(message)" }
}

/// The programs compiled for uniform sizes other than the first compile's: `ShaderInputs.uniforms`
/// gives a uniform's size by how many values it has (a `vec2` uniform is two numbers).
final class GLSLVariantCache: @unchecked Sendable {  // the lock guards `table`
    private let lock = NSLock()
    private var table: [[String: Int]: Result<GLSLCompiledProgram, ShaderError>] = [:]
    private let hints: [String: Int]
    init(hints: [String: Int]) { self.hints = hints }

    func program(source: String, sizes: [String: Int]) throws -> GLSLCompiledProgram {
        lock.lock()
        defer { lock.unlock() }
        if let found = table[sizes] { return try found.get() }
        let result: Result<GLSLCompiledProgram, ShaderError>
        do {
            result = .success(try GLSLCompiler.compile(source: source, uniformSizes: hints.merging(sizes) { _, new in new }))
        } catch let error as ShaderError {
            // The shader compiled with the sizes it was first given, but not with these.
            let list = sizes.keys.sorted().map { "\($0): \(GLSLType.sized(sizes[$0]!))" }.joined(separator: ", ")
            result = .failure(ShaderError(
                .run, line: error.line, column: error.column,
                message: "with the uniforms as supplied (\(list)): \(error.message)",
                messageZh: "按所提供的统一变量（\(list)）：\(error.messageZh)"))
        } catch {
            result = .failure(ShaderError(.run, line: 1, column: 1, message: "\(error)", messageZh: "\(error)"))
        }
        table[sizes] = result
        return try result.get()
    }
}
