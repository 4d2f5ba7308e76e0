import ViewlabModel

/// A position in a source file, 1-based.
public struct SourcePosition: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
}

/// One message about learner code, from any stage (parsing, checking, running), with a stable id
/// so that exercises and `:help` can tell errors apart (`viewlab.runtime.stepBudget`).
public struct Diagnostic: Error, Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }
    public var id: String
    public var severity: Severity
    public var message: String
    /// The message in Chinese, for a diagnostic from the catalogue (`Message`); nil for one not yet in it.
    public var chinese: String?
    public var file: String
    public var position: SourcePosition
    /// Notes under the message. Those that cost a search ("did you mean") are computed when the
    /// diagnostic is shown: a diagnostic that a caller catches and drops costs nothing extra.
    public var notes: [String] {
        get { noteSource() }
        set { let fixed = newValue; noteSource = { fixed } }
    }
    private var noteSource: @Sendable () -> [String]
    /// The notes in Chinese, for notes from the catalogue; computed when shown, as the English are.
    private var chineseNoteSource: (@Sendable () -> [String])?

    public init(id: String, severity: Severity = .error, message: String, file: String,
                position: SourcePosition, notes: [String] = []) {
        self.init(id: id, severity: severity, message: message, file: file, position: position, deferredNotes: { notes })
    }

    public init(id: String, severity: Severity = .error, message: String, file: String,
                position: SourcePosition, deferredNotes: @escaping @Sendable () -> [String]) {
        self.id = id; self.severity = severity; self.message = message; self.file = file
        self.position = position; self.noteSource = deferredNotes
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.id == b.id && a.severity == b.severity && a.message == b.message && a.file == b.file
            && a.position == b.position && a.notes == b.notes
    }
}

extension Diagnostic {
    /// The message in `language`, English where no translation exists yet.
    public func message(in language: DisplayLanguage) -> String { language == .zh ? chinese ?? message : message }

    /// The notes in `language`, English where no translation exists yet.
    public func notes(in language: DisplayLanguage) -> [String] { language == .zh ? chineseNoteSource?() ?? notes : notes }

    /// Notes in both languages, computed when the diagnostic is shown.
    public mutating func setNotes(_ bilingual: @escaping @Sendable () -> [Bilingual]) {
        noteSource = { bilingual().map(\.en) }
        chineseNoteSource = { bilingual().map(\.zh) }
    }
}

extension Diagnostic: CustomStringConvertible {
    /// `file:line:column: error: message`, the first line of `SourceFile.render`, for places that
    /// show a diagnostic as text without its source line (a check's feedback).
    public var description: String {
        "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)"
    }
}

/// "did you mean 'X'?" for the closest candidate, searched only when the note is shown.
public func didYouMean(_ name: String, among candidates: [String]) -> @Sendable () -> [Bilingual] {
    { suggestion(for: name, among: candidates).map { [Message.didYouMean.filled([$0])] } ?? [] }
}

/// The text of a source file, for showing diagnostics with the offending line and a caret.
public struct SourceFile: Sendable {
    public var name: String
    public var text: String
    public init(name: String, text: String) { self.name = name; self.text = text }

    /// `file:line:column: error: message`, the line, and a caret under the column, the way swiftc and
    /// clang print it.
    ///
    ///     demo.swift:2:5: error: viewlab does not support 'actor' declarations yet
    ///     2 | actor Counter {}
    ///       | ^
    public func render(_ diagnostic: Diagnostic, color: Bool = false, language: DisplayLanguage = .en) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let p = diagnostic.position
        let severity = color ? colored(diagnostic.severity) : diagnostic.severity.rawValue
        var out = "\(diagnostic.file):\(p.line):\(p.column): \(severity): \(diagnostic.message(in: language))\n"
        if p.line >= 1 && p.line <= lines.count {
            let source = String(lines[p.line - 1])
            let gutter = String(p.line)
            let pad = String(repeating: " ", count: gutter.count)
            // Tabs stay tabs under the caret so it lines up in any terminal.
            let lead = source.prefix(max(0, p.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            out += "\(gutter) | \(source)\n\(pad) | \(lead)^\n"
        }
        for note in diagnostic.notes(in: language) { out += "note: \(note)\n" }
        return out
    }

    private func colored(_ severity: Diagnostic.Severity) -> String {
        let code = severity == .error ? "31" : severity == .warning ? "33" : "36"
        return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
