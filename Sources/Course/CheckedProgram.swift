import Foundation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

/// A Swift file run once for checking: its root view, its layouts (one per proposal, computed when
/// a check first asks), its tree diagram and the constants it declares.
final class CheckedProgram {
    private let session: Session
    /// The file as the learner wrote it.
    let source: String
    let root: ViewValue
    private let options: LayoutOptions
    private var layouts: [ProposedViewSize: LayoutResult] = [:]
    /// What the program prints, captured so `value(named:)` can read a constant back.
    private let printed = OutputBox()

    /// What the update cycle did, for a program judged after events: the first render's record,
    /// then one per event. Empty for a program judged as written.
    let updates: [UpdateRecord]

    /// Runs the file; a syntax or runtime error, or a missing root view, throws a `ProgramError`
    /// with the diagnostics rendered with file, line and caret.
    init(source: String, fileName: String, limits: Budget.Limits, language: DisplayLanguage = .en) throws {
        let printed = printed
        self.source = source
        session = Session(budget: Budget(limits), output: { printed.text += $0 }).measuringViews()
        session.language = language
        do {
            try session.run(source, fileName: fileName)
            // The tree the CLI's `layout` shows: bodies run at their nodes, so environment objects,
            // values and component styles reach the views that read them.
            root = try LiveView.firstRender(of: session, preview: nil).view
        } catch {
            throw ProgramError(rendered: CheckedProgram.render(error, in: session))
        }
        options = LayoutOptions(images: ImageRegistry(session.interpreter.imageSizes))
        updates = []
    }

    /// Runs the file, renders its root view through the update cycle and runs the events (`after …:`
    /// checks); the root is the tree after them. An event that fails is the check's failure.
    init(source: String, fileName: String, limits: Budget.Limits, events: [String], language: DisplayLanguage = .en) throws {
        let printed = printed
        self.source = source
        session = Session(budget: Budget(limits), output: { printed.text += $0 }).measuringViews()
        session.language = language
        do { try session.run(source, fileName: fileName) } catch {
            throw ProgramError(rendered: CheckedProgram.render(error, in: session))
        }
        var parsed: [(text: String, event: UpdateEvent)] = []
        for text in events {
            do { parsed.append((text, try UpdateEvent.parse(text))) } catch { throw CourseError(CourseMessages.badEvent, text, error) }
        }
        let live = LiveView(session: session, preview: nil, platform: .default)
        let (records, failure) = live.run(parsed)
        if let failure {
            let message = (failure as? UpdateFailure)?.message ?? CheckedProgram.render(failure, in: session).trimmingCharacters(in: .newlines)
            throw CourseError(CourseMessages.failedAfterEvents, events.joined(separator: "; "), message)
        }
        root = live.tree.resolved
        updates = records
        options = LayoutOptions(images: ImageRegistry(session.interpreter.imageSizes))
    }

    static func render(_ error: Error, in session: Session) -> String {
        switch error {
        case let list as DiagnosticList: list.diagnostics.map { session.render($0) }.joined()
        case let d as Diagnostic: session.render(d)
        default: "error: \(error)\n"
        }
    }

    func layout(_ proposal: ProposedViewSize) throws -> LayoutResult {
        if let cached = layouts[proposal] { return cached }
        // On the interpreter's large stack: layout calls learner closures (alignment guides, GeometryReader).
        let (root, options) = (root, options)
        let result = try Session.onLargeStack { try LayoutEngine.layout(root, in: proposal, options: options) }
        layouts[proposal] = result
        return result
    }

    /// The layout of one frame of an animation of `change` (`animated(…)` checks).
    func layout(_ proposal: ProposedViewSize, during change: StateChange, progress: Double) throws -> LayoutResult {
        do { return try session.frame(of: change, progress: progress, in: proposal, options: options).layout } catch {
            throw CourseError(CheckedProgram.render(error, in: session).trimmingCharacters(in: .newlines))
        }
    }

    private(set) lazy var diagram: String = TreeDiagram(style: .plain).render(root)

    /// The value of a top-level constant, read by printing it in the same session: a number when
    /// it reads as one, else its text (an answer such as `b`).
    func value(named name: String) -> CheckValue? {
        if let animation = session.animation(named: name) { return .animation(animation) }
        printed.text = ""
        guard (try? session.run("print(\(name))", fileName: "<check>")) != nil else { return nil }
        let text = printed.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return Double(text).map(CheckValue.number) ?? .text(text)
    }
}

private final class OutputBox { var text = "" }

/// The learner's (or an author's) file did not run.
public struct ProgramError: Error, CustomStringConvertible {
    public var rendered: String
    public var description: String { rendered }
}
