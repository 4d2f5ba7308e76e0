import Foundation
import TestSupport
import Testing

/// The interactive REPL under a real pseudo-terminal: tmux runs the binary, `send-keys` types and
/// `capture-pane` reads the screen. Skipped when tmux is missing (`make deps` installs it).
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed (make deps installs it): terminal tests skipped"))
struct TerminalTests {
    static let binary = ViewlabBinary.url.path

    /// Starts the REPL with its history in `history`, in a UTF-8 locale. The first start may load a
    /// cold debug binary while every other suite runs in parallel, so it gets a generous time.
    func start(_ tmux: Tmux, history: String) throws {
        try tmux.start("env LANG=C.UTF-8 LC_ALL= VIEWLAB_LANG= VIEWLAB_HISTORY='\(history)' '\(Self.binary)'")
        try tmux.waitFor("viewlab>", timeout: 60)
    }

    func scratchFile(_ name: String) -> String {
        Scratch.url("viewlab-\(name)-\(UUID())").path
    }

    @Test func historyPersistsAcrossRunsAndNonASCIIRoundTrips() throws {
        let history = scratchFile("history")
        defer { try? FileManager.default.removeItem(atPath: history) }
        let first = Tmux()
        defer { first.stop() }
        try start(first, history: history)
        try first.type("let greeting = \"héllo 你好 ✓\"\n")
        try first.waitFor("✓\"\nviewlab>")
        try first.type("print(greeting)\n")
        try first.waitFor("\nhéllo 你好 ✓\nviewlab>")
        // Ctrl-D typed before the line editor takes the terminal again can be discarded with the
        // pending input when it does (seen once with every suite running at once).
        try first.waitForEditor()
        try first.keys("C-d")
        try first.waitForExit()

        // A second server of its own: the first one shuts down once its session ends, and a session
        // started on its socket meanwhile can go down with it.
        let tmux = Tmux()
        defer { tmux.stop() }
        try start(tmux, history: history)
        try tmux.waitForEditor()
        try tmux.keys("Up", "Up")
        try tmux.waitFor("viewlab> let greeting = \"héllo 你好 ✓\"")
        try tmux.keys("Enter")
        try tmux.waitFor("\nviewlab>")
        try tmux.type("print(greeting.count)\n")
        try tmux.waitFor("\n10\n")
    }

    @Test func tabCompletesModifiers() throws {
        let tmux = Tmux()
        defer { tmux.stop() }
        try start(tmux, history: "")
        try tmux.type("Text(\"a\").pad")
        try tmux.keys("Tab")
        try tmux.waitFor("viewlab> Text(\"a\").padding(")
        try tmux.type(")\n")
        try tmux.waitFor(".padding\n└─ Text(\"a\")")
    }

    @Test func multiLineInputAndCtrlCRecovery() throws {
        let tmux = Tmux()
        defer { tmux.stop() }
        try start(tmux, history: "")
        try tmux.type(":set show tree\n")
        try tmux.waitFor("viewlab> :set show tree\nviewlab>")
        try tmux.type("let n = 2\n")
        try tmux.waitFor("viewlab> let n = 2\nviewlab>")
        try tmux.type("VStack {\n")
        try tmux.waitFor("viewlab> VStack {\n    ...>")
        try tmux.type("Text(\"b\")\n")
        try tmux.waitFor("    ...> Text(\"b\")\n    ...>")
        try tmux.type("}\n")
        try tmux.waitFor("VStack\n└─ Text(\"b\")\nviewlab>")

        // Keys wait for what they answer, so Ctrl-C reaches the line editor, not the evaluator.
        try tmux.type("HStack {\n")
        try tmux.waitFor("viewlab> HStack {\n    ...>")
        try tmux.type("Text(\"c\")")
        try tmux.waitFor("    ...> Text(\"c\")")
        try tmux.keys("C-c")
        try tmux.waitFor("    ...> Text(\"c\")\nviewlab>")
        try tmux.type("print(n * 21)\n")
        let screen = try tmux.waitFor("\n42\n")
        #expect(!screen.contains("error"))
    }

    @Test func ctrlCInterruptsRunningCodeAndTheSessionStays() throws {
        let tmux = Tmux()
        defer { tmux.stop() }
        try start(tmux, history: "")
        // Neither budget may end the loop before Ctrl-C does, however fast the interpreter is.
        try tmux.type(":set timeout 600\n")
        try tmux.waitFor("viewlab> :set timeout 600\nviewlab>")
        try tmux.type(":set steps 1000000000000\n")
        try tmux.waitFor("viewlab> :set steps 1000000000000\nviewlab>")
        try tmux.type("let kept = 21\n")
        try tmux.waitFor("viewlab> let kept = 21\nviewlab>")
        try tmux.type("while true {}\n")
        try tmux.waitFor("viewlab> while true {}")
        // The screen does not show when the loop has started: a Ctrl-C that comes before is cleared
        // as the input starts, so press again until the loop stops (a later one only drops a line).
        var screen = ""
        for _ in 0..<10 {
            try tmux.keys("C-c")
            if let stopped = try? tmux.waitFor("error: interrupted", timeout: 1) { screen = stopped; break }
        }
        #expect(screen.contains("<input 4>:1:1: error: interrupted\n"))
        try tmux.type("print(kept * 2)\n")
        try tmux.waitFor("\n42\n")
    }
}

/// A private tmux server (its own socket, no configuration file) holding one session.
final class Tmux {
    static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    private let socket = "viewlab-test-\(UUID().uuidString.prefix(8))"

    /// Runs tmux through `system()`: Foundation's `Process` waits for every inherited descriptor to
    /// close, and the server that `new-session` starts keeps them open, so it would wait forever.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let capture = Scratch.url("tmux-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let words = [Self.path!, "-L", socket, "-f", "/dev/null"] + arguments
        let command = "TMUX= " + words.map(Self.quoted).joined(separator: " ") + " </dev/null >\(Self.quoted(capture)) 2>/dev/null"
        let status = system(command)
        let output = (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
        return (output, (status >> 8) & 0xff)
    }

    private static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Where the command's exit status is written, so that a failure can say how the REPL ended.
    private let exitStatusFile = Scratch.url("tmux-exit-\(UUID())").path

    deinit { try? FileManager.default.removeItem(atPath: exitStatusFile) }

    func start(_ command: String) throws {
        let started = try tmux(["new-session", "-d", "-s", "repl", "-x", "100", "-y", "40",
                                "\(command); echo $? > \(Self.quoted(exitStatusFile))"])
        if started.status != 0 { throw failure(expecting: "tmux to start the REPL (it exited with \(started.status))") }
    }

    /// Types one line literally once the line editor has the terminal; a final newline is Enter.
    /// Tests type a line at a time and wait for the next prompt: a line typed before the editor
    /// takes the terminal is echoed by the terminal and again by the editor, as in any shell.
    func type(_ text: String) throws {
        precondition(!text.dropLast().contains("\n"), "type one line at a time")
        try waitForEditor()
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        if !line.isEmpty { try tmux(["send-keys", "-t", "repl", "-l", line]) }
        if text.hasSuffix("\n") { try keys("Enter") }
    }

    /// Waits until the line editor has put the pane's terminal in character mode (`-icanon`): the
    /// prompt is on the screen a moment before that happens.
    func waitForEditor(timeout: TimeInterval = 20) throws {
        let terminal = try tmux(["display-message", "-p", "-t", "repl", "#{pane_tty}"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let deadline = Date().addingTimeInterval(timeout)
        while !Self.isCharacterMode(terminal) {
            if Date() > deadline { throw failure(expecting: "the line editor to take the terminal") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    private static func isCharacterMode(_ terminal: String) -> Bool {
        let capture = Scratch.url("stty-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: capture) }
        guard system("stty -F \(quoted(terminal)) -a >\(quoted(capture)) 2>/dev/null") == 0,
              let settings = try? String(contentsOfFile: capture, encoding: .utf8) else { return false }
        return settings.split(whereSeparator: \.isWhitespace).contains("-icanon")
    }

    func keys(_ names: String...) throws { try tmux(["send-keys", "-t", "repl"] + names) }

    var screen: String { (try? tmux(["capture-pane", "-p", "-t", "repl"]).output) ?? "" }

    /// Polls the screen until it shows `text` (tmux drops spaces at the ends of lines); fails after
    /// `timeout` seconds, showing the screen and whether the REPL is still running. The default is
    /// long because the whole suite runs in parallel on small CI machines; a passing wait returns
    /// as soon as the text appears.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let now = screen
            if now.contains(text) { return now }
            if Date() > deadline { throw failure(expecting: text, screen: now) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    var isRunning: Bool { (try? tmux(["has-session", "-t", "repl"]).status == 0) ?? false }

    func waitForExit(timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning {
            if Date() > deadline { throw failure(expecting: "the REPL to exit") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    func stop() { _ = try? tmux(["kill-server"]) }

    private func failure(expecting text: String, screen: String? = nil) -> TerminalTestFailure {
        let status = (try? String(contentsOfFile: exitStatusFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        return TerminalTestFailure(expected: text, screen: screen ?? self.screen, running: isRunning, exitStatus: status)
    }
}

struct TerminalTestFailure: Error, CustomStringConvertible {
    var expected: String
    var screen: String
    var running: Bool
    var exitStatus: String?
    var description: String {
        let ended = exitStatus.map { " (the REPL exited with status \($0))" } ?? " (the REPL's session has ended)"
        return "expected \(expected.debugDescription) on the screen\(running ? "" : ended):\n\(screen)"
    }
}
