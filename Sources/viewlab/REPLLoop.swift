import CEditline
import Foundation
import ViewlabCommands
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// `viewlab` with no subcommand: the REPL. Interactive (libedit, prompts, history, colour) when
/// stdin and stdout are terminals; otherwise batch mode, whose output a script can diff and grade.
enum REPLLoop {
    static let prompt = "viewlab> "
    static let continuationPrompt = "    ...> "

    /// Returns the exit code: in batch mode 2 when any input failed, else 0.
    static func run(display: DisplayOptions, limits: Budget.Limits, services: REPLServices) -> Int32 {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = display.style
        var settings = REPLSettings(ascii: style.ascii, color: style.color, limits: limits)
        settings.width = interactive ? terminalWidth() : nil
        settings.language = display.language
        let repl = REPL(settings: settings, services: services)
        let reader: LineReader
        if interactive {
            reader = EditlineReader(historyPath: HistoryLocation.path(environment: ProcessInfo.processInfo.environment),
                                    completer: repl.completions(for:))
            write(REPL.banner(display.language) + "\n")
        } else {
            reader = PlainLineReader()
        }
        var endedUnfinished = false
        reading: while !repl.wantsToQuit {
            switch reader.readLine(prompt: repl.questionPrompt ?? (repl.isContinuing ? continuationPrompt : prompt)) {
            case .line(let line):
                if interactive { repl.settings.width = terminalWidth() }
                let out = repl.handle(line)
                write(out.stdout)
                write(out.stderr, to: .standardError)
            case .interrupted:
                repl.cancelInput()
                write("\n")
            case .end:
                if interactive { write("\n") }
                if repl.isContinuing {
                    endedUnfinished = true
                    write(CommandMessages.unfinishedInput.filled([])(repl.settings.language) + "\n", to: .standardError)
                }
                break reading
            }
        }
        return !interactive && (repl.hadFailure || endedUnfinished) ? CommandOutput.badInput : CommandOutput.success
    }

    private static func terminalWidth() -> Int? {
        let width = Int(viewlab_terminal_width())
        return width > 0 ? width : nil
    }

    private static func write(_ text: String, to handle: FileHandle = .standardOutput) {
        if !text.isEmpty { handle.write(Data(text.utf8)) }
    }
}
