import ViewlabLanguage
import ViewlabSwiftUI

/// The inputs that ran without error, in order: the session is exactly these re-run from scratch,
/// which is what `:undo`, `:replay` and `:save` rely on (there is never hidden state).
struct Transcript {
    struct Entry {
        var source: String
        /// The name diagnostics use: `<input 3>`, or a `:load`ed file's path.
        var fileName: String
        var declarations: [DeclarationSummary]
    }

    private(set) var entries: [Entry] = []

    mutating func append(source: String, fileName: String) {
        entries.append(Entry(source: source, fileName: fileName, declarations: Session.declarations(in: source)))
    }

    mutating func removeAll() { entries = [] }

    /// The session as a script that reproduces it (`:save`).
    var script: String { entries.map { $0.source.hasSuffix("\n") ? $0.source : $0.source + "\n" }.joined() }

    /// What is declared now: the latest declaration of each name (extensions all count).
    var declarations: [DeclarationSummary] {
        var result: [DeclarationSummary] = []
        for d in entries.flatMap(\.declarations) {
            if d.kind != "extension" { result.removeAll { $0.name == d.name && $0.kind != "extension" } }
            result.append(d)
        }
        return result
    }

    /// Names the learner declared (extensions excluded: they name someone else's type).
    var declaredNames: [String] { declarations.filter { $0.kind != "extension" }.map(\.name) }
}
