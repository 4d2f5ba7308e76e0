import Foundation
import ViewlabLanguage
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation

/// A Swift file run once for checking: its root view, its layouts (one per proposal, computed when
/// a check first asks), its tree diagram and the constants it declares.
final class CheckedProgram {
    let session: Session
    let root: ViewValue
    private let options: LayoutOptions
    private var layouts: [ProposedViewSize: LayoutResult] = [:]
    private var printed = ""

    /// Runs the file; a syntax or runtime error, or a missing root view, throws a `ProgramError`
    /// with the diagnostics rendered with file, line and caret.
    init(source: String, fileName: String) throws {
        let box = OutputBox()
        session = Session(output: { box.text += $0 })
        do {
            try session.run(source, fileName: fileName)
            root = try session.rootView()
        } catch {
            throw ProgramError(rendered: CheckedProgram.render(error, in: session))
        }
        options = LayoutOptions(images: ImageRegistry(session.interpreter.imageSizes))
        self.box = box
    }
    private let box: OutputBox

    static func render(_ error: Error, in session: Session) -> String {
        switch error {
        case let list as DiagnosticList: list.diagnostics.map { session.render($0) }.joined()
        case let d as Diagnostic: session.render(d)
        default: "error: \(error)\n"
        }
    }

    func layout(_ proposal: ProposedViewSize) throws -> LayoutResult {
        if let cached = layouts[proposal] { return cached }
        let result = try LayoutEngine.layout(root, in: proposal, options: options)
        layouts[proposal] = result
        return result
    }

    private(set) lazy var diagram: String = TreeDiagram(style: .plain).render(root)

    /// The value of a top-level constant, read by printing it in the same session: a number when
    /// it reads as one, else its text (an answer such as `b`).
    func value(named name: String) -> CheckValue? {
        box.text = ""
        guard (try? session.run("print(\(name))", fileName: "<check>")) != nil else { return nil }
        let text = box.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return Double(text).map(CheckValue.number) ?? .text(text)
    }
}

private final class OutputBox { var text = "" }

/// The learner's (or an author's) file did not run.
public struct ProgramError: Error, CustomStringConvertible {
    public var rendered: String
    public var description: String { rendered }
}
