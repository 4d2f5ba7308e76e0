import Foundation

/// Where the REPL's lines come from: libedit on a terminal, plain standard input otherwise.
protocol LineReader {
    func readLine(prompt: String) -> LineRead
}

enum LineRead {
    case line(String)
    /// Ctrl-C: the unfinished input is dropped, the session stays.
    case interrupted
    /// Ctrl-D, or the end of piped input.
    case end
}

/// Batch mode: plain lines, no prompt, no history, no terminal handling.
struct PlainLineReader: LineReader {
    func readLine(prompt: String) -> LineRead {
        Swift.readLine(strippingNewline: true).map(LineRead.line) ?? .end
    }
}
