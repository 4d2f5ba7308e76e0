import CEditline
import Foundation
import ViewlabCommands
import ViewlabLanguage
import ViewlabSwiftUI

/// Interactive lines through libedit's readline API: editing, history search, a history file, Tab
/// completion and Ctrl-C. The pitfalls it avoids are in shared/spec/tech-notes.md.
final class EditlineReader: LineReader {
    private let historyPath: String?
    private var lastAdded: String?

    init(historyPath: String?, completer: @escaping (String) -> Completions) {
        self.historyPath = historyPath
        // Without a UTF-8 locale libedit silently drops non-ASCII input.
        if let locale = setlocale(LC_CTYPE, ""), String(cString: locale).lowercased().contains("utf") {} else {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        activeCompleter = completer
        viewlab_rl_setup(strdup("viewlab"), completionGenerator, attemptCompletion)  // the entry function stops file-name completion
        viewlab_set_word_break_characters(strdup(EditlineReader.wordBreakCharacters))
        viewlab_set_append_char(0)
        using_history()
        stifle_history(1000)
        if let historyPath {
            try? FileManager.default.createDirectory(atPath: (historyPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = read_history(historyPath)
        }
        // Any handler makes readline() return nil with EINTR on Ctrl-C instead of the process dying;
        // this one also stops learner code that is running.
        Budget.interruptOnSIGINT()
    }

    func readLine(prompt: String) -> LineRead {
        errno = 0
        guard let raw = readline(prompt) else { return errno == EINTR ? .interrupted : .end }
        let line = String(cString: raw)
        free(raw)
        remember(line)
        return .line(line)
    }

    /// Every non-blank line goes to the history file at once, so a closed terminal loses nothing.
    private func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), line != lastAdded else { return }
        lastAdded = line
        add_history(line)
        if let historyPath { _ = write_history(historyPath) }
    }

    /// Every ASCII character but letters, digits and `_`: libedit's word is then always a suffix
    /// of the completer's (which may be longer, e.g. a path), see `attemptCompletion`.
    private static let wordBreakCharacters: String = {
        let scalars = (32..<127).compactMap(Unicode.Scalar.init).filter { !$0.properties.isAlphabetic && !("0"..."9").contains($0) && $0 != "_" }
        return String(String.UnicodeScalarView(scalars)) + "\t\n"
    }()
}

// libedit calls C function pointers that cannot capture context, so the completer lives here.
// Only the main thread touches these, inside readline().
nonisolated(unsafe) private var activeCompleter: ((String) -> Completions)?
nonisolated(unsafe) private var pendingMatches: [String] = []

private let completionGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
    Int(state) < pendingMatches.count ? strdup(pendingMatches[Int(state)]) : nil   // libedit frees it
}

/// libedit's word (`text`) ends at the cursor (`end`, counted in characters). The completer sees the
/// whole line up to the cursor and may complete a longer word (`card.sw` while libedit has `sw`), so
/// its candidates lose that extra prefix here.
private let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, end in
    guard let text, let completer = activeCompleter, let buffer = viewlab_line_buffer() else { return nil }
    let word = String(cString: text)
    let line = String(String.UnicodeScalarView(String(cString: buffer).unicodeScalars.prefix(Int(end))))
    let completions = completer(line)
    guard completions.word.hasSuffix(word) else { return nil }
    let extra = completions.word.count - word.count
    pendingMatches = completions.candidates.map { String($0.dropFirst(extra)) }
    return pendingMatches.isEmpty ? nil : rl_completion_matches(text, completionGenerator)
}
