import Foundation
import ViewlabAnimation
import ViewlabCourse
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation
import ViewlabRuntime

/// Loads learner files into sessions and renders what went wrong, for every command.
public struct Workbench {
    public var style: OutputStyle
    /// How follow-up commands are named in the output: `viewlab hint ID` on the command line, `:hint` in the REPL.
    public var spelling: CommandSpelling
    /// The budgets learner code runs under (README "Budgets").
    public var limits: Budget.Limits
    /// The language of lessons, exercises and feedback (cli-contract.md "Languages").
    public var language: DisplayLanguage
    /// The process ends after this command (the command line, not the REPL): what it built is left
    /// for the exit to take back (`LeftForExit`).
    public var endsWithProcess = false
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en, spelling: CommandSpelling = .commandLine,
                limits: Budget.Limits = .standard) {
        self.style = style; self.language = language; self.spelling = spelling; self.limits = limits
    }

    /// Reads a FILE argument; `-` is standard input.
    public func read(_ path: String) throws -> (name: String, text: String) {
        if path == "-" {
            var text = ""
            while let line = readLine(strippingNewline: false) { text += line }
            return ("<stdin>", text)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(CommandMessages.cannotRead, path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure(CommandMessages.notUTF8, path)
        }
        return (path, text)
    }

    /// Runs a file in a new session. Its `print` output goes to `out.stdout` when `echoPrints` (for
    /// `run`; the view commands print only their view); syntax and runtime errors go to
    /// `out.stderr` with file, line, column and a caret, and make the exit code 2.
    public func load(_ path: String, echoPrints: Bool = true, into out: inout CommandOutput) -> Session? {
        let file: (name: String, text: String)
        do { file = try read(path) } catch {
            out.stderr += errorMessage(error, in: language) + "\n"
            out.exitCode = CommandOutput.badInput
            return nil
        }
        return load(file.text, named: file.name, echoPrints: echoPrints, into: &out)
    }

    /// Runs a source text in a new session, as `load(_:echoPrints:into:)` runs a file.
    public func load(_ text: String, named name: String, echoPrints: Bool = true, into out: inout CommandOutput) -> Session? {
        var printed = ""
        let session = Session(budget: Budget(limits), output: { if echoPrints { printed += $0 } }).measuringViews()
        session.language = language
        do {
            try session.run(text, fileName: name)
            out.stdout += printed
        } catch {
            out.stdout += printed
            report(error, session: session, into: &out)
            return nil
        }
        reportWarnings(session, into: &out)
        return session
    }

    public func report(_ error: Error, session: Session, into out: inout CommandOutput) {
        switch error {
        case let list as DiagnosticList:
            for d in list.diagnostics { out.stderr += session.render(d, color: style.color) }
        case let d as Diagnostic:
            out.stderr += session.render(d, color: style.color)
        case let f as CommandFailure:
            out.stderr += f.message(in: language) + "\n"
        default:
            out.stderr += "error: \(error)\n"
        }
        out.exitCode = CommandOutput.badInput
    }

    /// The warnings the session collected (from the `since`th on), each once: a warning from a body
    /// that ran in several passes is shown once.
    public func reportWarnings(_ session: Session, since first: Int = 0, into out: inout CommandOutput) {
        var shown = Set<String>()
        for w in session.interpreter.warnings.dropFirst(first) {
            let text = session.render(w, color: style.color)
            if shown.insert(text).inserted { out.stderr += text }
        }
    }

    /// Loads a file and selects its root view (cli-contract.md "Input files").
    public func rootView(_ path: String, preview: String?, proposal: ProposedViewSize = LayoutOptions.bookProposal,
                         into out: inout CommandOutput) -> (Session, ViewValue)? {
        guard let session = load(path, echoPrints: false, into: &out),
              let root = rootView(of: session, preview: preview, proposal: proposal, into: &out) else { return nil }
        return (session, root)
    }

    /// Selects a loaded session's root view, as the runtime renders it first; its warnings and a
    /// failure are reported into `out`.
    public func rootView(of session: Session, preview: String?, proposal: ProposedViewSize = LayoutOptions.bookProposal,
                         into out: inout CommandOutput) -> ViewValue? {
        let warningsBefore = session.interpreter.warnings.count
        do {
            let (view, warnings) = try LiveView.firstRender(of: session, preview: preview, proposal: proposal)
            reportWarnings(session, since: warningsBefore, into: &out)
            for warning in warnings { out.stderr += "warning: \(warning)\n" }
            return view
        } catch {
            reportUpdateFailure(error, session: session, into: &out)
            return nil
        }
    }
}

/// A failure outside learner code (a missing file, a bad option value).
public struct CommandFailure: BilingualError, CustomStringConvertible {
    /// The English text.
    public var message: String
    /// The text in both languages, for a failure built from the catalogue.
    public var text: Bilingual?
    public init(message: String) { self.message = message }
    /// A failure from the catalogue (`Messages/CommandMessages.swift`), with the values for `%1`, `%2`, ….
    public init(_ entry: Message, _ values: Any...) {
        let text = entry.filled(with: values)
        self.text = text; message = text.en
    }
    /// Another layer's message (both its texts) as an `error:` line.
    public init(error text: Bilingual) {
        self.text = Bilingual("error: " + text.en, "error: " + text.zh); message = "error: " + text.en
    }
    /// A failure that passes on another error's text, in both languages when it has them.
    public init(wrapping error: Error) {
        message = errorMessage(error, in: .en)
        if error is BilingualError { text = Bilingual(message, errorMessage(error, in: .zh)) }
    }
    public var description: String { message }
}

/// An error's text in `language`, for the errors that carry both languages (a command's failure,
/// a course's refusal, a mistake in a course file); any other error as it describes itself.
public func errorMessage(_ error: Error, in language: DisplayLanguage) -> String {
    switch error {
    case let e as CourseError: return e.description(in: language)
    case let e as CourseFileError: return e.description(in: language)
    case let e as BilingualError: return e.message(in: language)
    default: return "\(error)"
    }
}
