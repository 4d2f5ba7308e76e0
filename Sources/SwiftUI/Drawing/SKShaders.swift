import SwiftSyntax
import ViewlabLanguage
import ViewlabModel
import ViewlabShading

/// `SKShader(source:)`: SpriteKit compiles the GLSL when the shader is made (*Pro SwiftUI* L3590–3595),
/// so viewlab checks it there and reports a mistake at its line and column in the learner's file
/// when the source is written as a string literal, as a device's compiler reports it in the shader.
extension Interpreter {
    func checkShader(_ shader: Value, _ pending: [PendingArgument], at node: Syntax) throws {
        if pending.contains(where: { $0.label == "fileNamed" }) { throw error(.shaderFile, at: node) }
        guard case .object(let object) = shader.unboxed, case .string(let source)? = object.fields["source"]?.unboxed else { return }
        let argument = pending.first { $0.label == "source" }?.syntax ?? node
        shaderSites[source] = argument
        do { _ = try shaderProgram(source) } catch let e as ShaderError where e.stage == .compile {
            throw shaderDiagnostic(.shaderCompile, e, source: source, values: [e.line, e.column], at: node)
        }
    }

    /// A shader that stops while a sprite is drawn (a loop past its budget): reported at the
    /// statement in the file, as a compile error is.
    func runOnce(_ program: ShaderProgram, at node: Syntax) throws {
        do { _ = try program.fragmentColor(ShaderInputs(texCoord: (0.5, 0.5))) } catch let e as ShaderError {
            var d = shaderDiagnostic(.shaderRun, e, source: program.source, values: [], at: node)
            let budget = note(.shaderPixelBudget, program.stepBudget, SpriteShader.maxPixels)
            d.setNotes { [budget] }
            throw d
        }
    }

    private func shaderDiagnostic(_ message: Message, _ e: ShaderError, source: String, values: [Any], at node: Syntax) -> Diagnostic {
        let site = shaderSites[source] ?? node
        var d = catalogued(message, [Bilingual(e.message, e.messageZh)] + values, at: site, deferredNotes: { [] })
        if let literal = site.as(StringLiteralExprSyntax.self), let place = placeInLiteral(literal, line: e.line, column: e.column) {
            d.position = place
        }
        return d
    }

    /// A compiled program, kept by its source: a body that runs again makes the same shader again.
    func shaderProgram(_ source: String) throws -> ShaderProgram {
        if let known = shaderPrograms[source] { return known }
        let program = try ShaderProgram(source: source)
        shaderPrograms[source] = program
        return program
    }

    /// Where line `line`, column `column` of a multi-line string literal's text is in the file: its
    /// lines start on the line after the opening `"""`, each after the indentation of the closing one.
    private func placeInLiteral(_ literal: StringLiteralExprSyntax, line: Int, column: Int) -> SourcePosition? {
        guard literal.openingQuote.tokenKind == .multilineStringQuote,
              !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return nil }
        let opening = location(of: literal).position
        let indentation = literal.closingQuote.leadingTrivia.reduce(0) { total, piece in
            if case .spaces(let n) = piece { return total + n }
            if case .tabs(let n) = piece { return total + n }
            return total
        }
        return SourcePosition(line: opening.line + line, column: indentation + column)
    }
}
