import Foundation
import Testing
import ViewlabLanguage
import ViewlabSwiftUI
@testable import ViewlabCommands

/// The REPL survives every budget, and `:set` changes them for the next input (issue 9).
struct REPLBudgetTests {
    let repl = REPL(settings: REPLSettings(show: ["tree"]))

    func enter(_ line: String) -> CommandOutput { repl.handle(line) }

    @Test func aStoppedInputLeavesTheSessionAsItWas() {
        #expect(enter("var s = \"x\"").stderr == "")
        let out = enter("for _ in 0..<40 { s = s + s }")
        #expect(out.exitCode == CommandOutput.badInput)
        #expect(out.stderr.hasPrefix("<input 2>:1:23: error: stopped: this string would grow to 128 MiB, past the memory budget of 64 MiB\n"))
        #expect(enter("print(s)").stdout == "x\n")
    }

    @Test func setChangesALimitAndShowsIt() {
        #expect(enter(":set steps 5000").stderr == "")
        #expect(enter(":set steps").stdout == "5000\n")
        #expect(enter("while true {}").stderr.contains("error: stopped after 5000 steps: this code may loop forever\n"))
        #expect(enter(":set memory 1M").stderr == "")
        #expect(enter(":set memory").stdout == "1 MiB\n")
        #expect(enter("let s = String(repeating: \"ab\", count: 1_000_000)").stderr
                .contains("error: stopped: this string would grow to 2 MiB, past the memory budget of 1 MiB\n"))
        #expect(enter(":set timeout 0.5").stderr == "")
        #expect(enter(":set timeout").stdout == "0.5 seconds\n")
        #expect(enter(":set timeout never").stderr == "error: :set timeout must be a number of seconds above 0, not 'never'\n")
        #expect(enter(":unset steps").stderr == "")
        #expect(enter(":set steps").stdout == "\(Budget.Limits.standard.steps)\n")
    }

    @Test func aLimitSurvivesTheReplayAfterAFailure() {
        _ = enter(":set memory 1M")
        _ = enter("zork")
        #expect(enter("let s = String(repeating: \"ab\", count: 1_000_000)").stderr.contains("past the memory budget of 1 MiB"))
    }
}
