import Foundation
import ViewlabCourse
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

/// The REPL without its terminal: lines go in, `CommandOutput`s come out. The interactive reader
/// and batch mode both drive it, and the tests drive it directly.
///
/// Code inputs accumulate in one `Session`. An input that fails leaves the session as it was (a
/// runtime error re-runs the transcript from scratch, so half-run inputs leave nothing behind).
public final class REPL {
    public var settings: REPLSettings
    /// `:quit` was entered.
    public private(set) var wantsToQuit = false
    /// Some input failed: batch mode then exits non-zero.
    public private(set) var hadFailure = false

    var session: Session
    var transcript = Transcript()
    /// Every complete input of this run, commands included (`:history`).
    private(set) var history: [String] = []
    /// What a command that shows or acts on the view says when there is none.
    static func noViewYet(_ language: DisplayLanguage) -> String { CommandMessages.noViewYet.filled([])(language) + "\n" }
    /// The view the last view expression produced; commands without an EXPR show it.
    var currentView: ViewValue?
    private var accumulator = InputAccumulator()
    private let printed = PrintBuffer()
    private var warningsShown = 0
    let services: REPLServices
    private var openedCourse: CourseContext?
    /// The lesson being stepped through (`:lesson`), and the exercise being worked on (`:exercise`).
    var lessonPlace: LessonPlace?
    var exercise: ExerciseInProgress?
    /// The session's root view with its render tree, which `:tap` and the other events act on; made
    /// again when an input has changed the program since (`liveViewInputs` counts the inputs it saw).
    var liveView: LiveView?
    var liveViewInputs = 0
    /// The last event's record while the view it left is the current view: `:render --at` draws
    /// that event's animations in flight.
    var eventInFlight: UpdateRecord?
    /// Whether the view command running draws the current view (it was given no EXPR).
    private(set) var drawsCurrentView = false

    public init(settings: REPLSettings = REPLSettings(), services: REPLServices = REPLServices()) {
        self.settings = settings
        self.services = services
        session = REPL.makeSession(printed, settings.limits, settings.language)
    }

    /// The course and the progress database, opened at the first course command so that starting
    /// the REPL stays fast and works without a course.
    func course() throws -> CourseContext {
        if let openedCourse { return openedCourse }
        let opened = try services.openCourse()
        openedCourse = opened
        return opened
    }

    private static func makeSession(_ printed: PrintBuffer, _ limits: Budget.Limits, _ language: DisplayLanguage) -> Session {
        let session = Session(budget: Budget(limits), output: { printed.text += $0 }).measuringViews()
        session.language = language
        return session
    }

    var workbench: Workbench { Workbench(style: settings.style, language: settings.language, spelling: .repl, limits: settings.limits) }

    /// `:set steps|memory|timeout|depth`: the next input runs under the new limits.
    func setLimits(_ limits: Budget.Limits) {
        settings.limits = limits
        session.interpreter.budget.limits = limits
    }

    /// True while an input is unfinished (the continuation prompt is due).
    public var isContinuing: Bool { accumulator.isContinuing }

    /// Ctrl-C: drops the unfinished input; the session stays as it was.
    public func cancelInput() { accumulator.cancel() }

    /// The prompt for the next line when it is not code: the answer to a lesson's predict question.
    public var questionPrompt: String? { accumulator.isContinuing ? nil : lessonPlace?.question?.prompt(in: settings.language) }

    /// Handles one line: a `:command`, a command in words, an answer to a predict question, or a
    /// line of Swift code.
    public func handle(_ line: String) -> CommandOutput {
        var out: CommandOutput
        if !accumulator.isContinuing, let command = REPLCommands.commandText(of: line) {
            history.append(line.trimmingCharacters(in: .whitespaces))
            out = REPLCommands.execute(command, in: self)
        } else if questionPrompt != nil {
            let response = line.trimmingCharacters(in: .whitespaces)
            if response.isEmpty { return CommandOutput() }
            history.append(response)
            out = REPLCommands.answer(response, in: self)
        } else {
            switch accumulator.add(line) {
            case .needsMore, .abandoned: return CommandOutput()
            case .complete(let input):
                if input.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return CommandOutput() }
                history.append(input)
                out = evaluate(input, fileName: "<input \(history.count)>")
            }
        }
        if out.exitCode != CommandOutput.success { hadFailure = true }
        out.stdout = TerminalText.fit(out.stdout, width: settings.width)
        return out
    }

    /// Runs Swift code in the session; a view it ends with becomes the current view and is shown.
    func evaluate(_ source: String, fileName: String) -> CommandOutput {
        var out = CommandOutput()
        do {
            let view = try session.runInput(source, fileName: fileName)
            out.stdout += printed.take()
            transcript.append(source: source, fileName: fileName)
            reportNewWarnings(into: &out)
            if let view {
                currentView = view
                eventInFlight = nil
                let shown = show(view)
                out.stdout += shown.stdout
                out.stderr += shown.stderr
                out.exitCode = shown.exitCode
            } else if let result = session.lastResult {
                out.stdout += result + "\n"
            }
        } catch {
            out.stdout += printed.take()
            workbench.report(error, session: session, into: &out)
            reportNewWarnings(into: &out)
            // Syntax errors stop an input before it runs; anything else may have run part of it.
            if !(error is DiagnosticList) { rerun(transcript.entries, echo: false) }
        }
        return out
    }

    /// Starts a fresh session and runs these inputs again; with `echo`, shows their output as when
    /// they were entered (`:replay`), else quietly (`:undo`, recovering from a runtime error).
    @discardableResult
    func rerun(_ entries: [Transcript.Entry], echo: Bool) -> CommandOutput {
        session = REPL.makeSession(printed, settings.limits, settings.language)
        transcript.removeAll()
        currentView = nil
        eventInFlight = nil
        warningsShown = 0
        var out = CommandOutput()
        for entry in entries {
            let result = evaluate(entry.source, fileName: entry.fileName)
            if echo || result.exitCode != CommandOutput.success {
                out.stdout += result.stdout
                out.stderr += result.stderr
                out.exitCode = max(out.exitCode, result.exitCode)
            }
        }
        return out
    }

    func quit() { wantsToQuit = true }

    /// Forgets everything entered (`:reset`); settings stay.
    func reset() { rerun([], echo: false) }

    /// Starts a fresh session holding only this code (an exercise's starter), and shows its output.
    func restart(with source: String, fileName: String) -> CommandOutput {
        reset()
        return evaluate(source, fileName: fileName)
    }

    /// What the `show` setting prints for a view: each chosen view command's output, a blank line
    /// between them.
    func show(_ view: ViewValue) -> CommandOutput {
        var out = CommandOutput()
        for name in settings.show {
            guard let result = REPLCommands.viewCommand(named: name)?.show(self, view, [:]) else { continue }
            out.stdout += (out.stdout.isEmpty ? "" : "\n") + result.stdout
            out.stderr += result.stderr
            out.exitCode = max(out.exitCode, result.exitCode)
        }
        return out
    }

    /// Runs a layout command with the proposal `--proposal` gives, else `:proposal`'s, else the
    /// book's; a bad option value becomes the command's error.
    func withLayoutOptions(_ options: [String: String], _ command: (ProposedViewSize) throws -> CommandOutput) -> CommandOutput {
        do {
            return try command(Workbench.proposal(options["--proposal"] ?? settings.proposal))
        } catch {
            var out = CommandOutput()
            workbench.report(error, session: session, into: &out)
            return out
        }
    }

    private func reportNewWarnings(into out: inout CommandOutput) {
        let warnings = session.interpreter.warnings
        for w in warnings.dropFirst(warningsShown) { out.stderr += session.render(w, color: settings.color) }
        warningsShown = warnings.count
    }

    /// The view a view command works on: EXPR's view, else the current view, else the session's
    /// root view (a `#Preview`, or `ContentView` when declared).
    func view(for expression: String, into out: inout CommandOutput) -> ViewValue? {
        drawsCurrentView = expression.isEmpty
        do {
            if !expression.isEmpty {
                let result = try session.evaluateExpression(expression, fileName: "<input \(history.count)>")
                if let view = result.view { return view }
                out.stderr += CommandMessages.notAView.filled([expression, result.typeName])(settings.language) + "\n"
                out.exitCode = CommandOutput.badInput
                return nil
            }
            if let currentView { return currentView }
            return try LiveView.firstRender(of: session, preview: nil).view
        } catch let d as Diagnostic where d.id == "viewlab.cli.noRootView" {
            out.stderr += REPL.noViewYet(settings.language)
        } catch {
            workbench.report(error, session: session, into: &out)
        }
        out.exitCode = CommandOutput.badInput
        return nil
    }
}

/// Collects what learner code prints, so it lands in the output of the input that printed it.
final class PrintBuffer {
    var text = ""
    func take() -> String {
        defer { text = "" }
        return text
    }
}
