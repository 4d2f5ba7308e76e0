import Foundation
import TestSupport
import Testing

/// The budgets on the command line: options, environment variables, and the diagnostics that name
/// the line that ran away (README "Budgets").
struct BudgetCLITests {
    let cli = CLITests()

    @Test func optionsSetTheLimits() throws {
        let memory = try cli.viewlab(["run", "--max-memory", "1M", "-"], stdin: "var s = \"ab\"\nwhile true { s += s }\n")
        #expect(memory.code == 2)
        #expect(memory.stderr.hasPrefix("<stdin>:2:14: error: stopped: this string would grow to 2 MiB, past the memory budget of 1 MiB\n"))
        let steps = try cli.viewlab(["run", "--max-steps", "1000", "-"], stdin: "while true {}\n")
        #expect(steps.stderr.hasPrefix("<stdin>:1:7: error: stopped after 1000 steps: this code may loop forever\n"))
        // The steps budget lifted, so that a host fast enough to take 10 million steps in 0.3 s
        // still stops on the time budget.
        let time = try cli.viewlab(["tree", "--timeout", "0.3", "--max-steps", "2000000000", "-"], stdin: "var i = 0\nwhile true { i += 1 }\n")
        #expect(time.code == 2)
        #expect(time.stderr.contains("error: stopped after 0.3 seconds: this code may loop forever\n"))
    }

    @Test func manyMediumValuesStopAtTheProcessMemoryBackstop() throws {
        // Each string is small; together they pass four times the budget (checked every 65,536 steps).
        let r = try cli.viewlab(["run", "--max-memory", "4M", "--timeout", "600", "-"], stdin: "let parts = (0..<50_000).map { _ in String(repeating: \"x\", count: 2_000) }\n")
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("<stdin>:1:"))
        #expect(r.stderr.contains(": error: stopped: viewlab's memory grew by "))
        #expect(r.stderr.contains(" MiB while running this code, past 16 MiB (four times the memory budget of 4 MiB)\n"))
    }

    @Test func environmentVariablesSetTheLimitsAndOptionsWin() throws {
        let env = try cli.viewlab(["run", "-"], stdin: "while true {}\n", environment: ["VIEWLAB_MAX_STEPS": "2000"])
        #expect(env.stderr.hasPrefix("<stdin>:1:7: error: stopped after 2000 steps"))
        let option = try cli.viewlab(["run", "--max-steps", "3000", "-"], stdin: "while true {}\n", environment: ["VIEWLAB_MAX_STEPS": "2000"])
        #expect(option.stderr.hasPrefix("<stdin>:1:7: error: stopped after 3000 steps"))
    }

    /// Under a data-size limit too small for the 512 MiB stack learner code runs on, the code runs on
    /// the calling thread, and deep recursion stops at the depth diagnostic (viewlab waited forever).
    @Test func aSmallDataLimitStillRunsAndStopsDeepRecursion() throws {
        let program = "func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }\nprint(down(200))\nprint(down(90_000))\n"
        let r = try TimedProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                     ["-c", "ulimit -d 300000 && exec \"$0\" run --max-depth 100000 -", ViewlabBinary.url.path],
                                     stdin: Data(program.utf8), environment: ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"], timeout: 60)
        #expect(r.status == 2)
        #expect(r.standardOutput == "200\n")
        #expect(r.standardError.hasPrefix("<stdin>:1:47: error: stopped at call depth "))
    }

    @Test func theCallDepthHasALimitOfItsOwn() throws {
        let program = "func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }\nprint(depth(3000))\n"
        let standard = try cli.viewlab(["run", "-"], stdin: program)
        #expect(standard.code == 2)
        #expect(standard.stderr.hasPrefix("<stdin>:1:48: error: stopped at call depth 1000 in 'depth': the recursion may never end\n"))
        #expect(standard.stderr.contains("note: set another limit with --max-depth N, VIEWLAB_MAX_DEPTH, or :set depth N in the REPL\n"))
        let raised = try cli.viewlab(["run", "--max-depth", "5000", "-"], stdin: program)
        #expect(raised.code == 0)
        #expect(raised.stdout == "3000\n")
        let env = try cli.viewlab(["run", "-"], stdin: program, environment: ["VIEWLAB_MAX_DEPTH": "3001"])
        #expect(env.stdout == "3000\n")
        let bad = try cli.viewlab(["run", "--max-depth", "1e9", "-"], stdin: program)
        #expect(bad.code == 2)
        #expect(bad.stderr.hasPrefix("Error: --max-depth must be a whole number of calls from 1 to 100000, not '1e9'\n"))
    }

    @Test func aBadLimitIsAUsageError() throws {
        let r = try cli.viewlab(["run", "--timeout", "soon", "-"], stdin: "print(1)\n")
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("Error: --timeout must be a number of seconds above 0, not 'soon'\n"))
        let env = try cli.viewlab(["run", "-"], stdin: "print(1)\n", environment: ["VIEWLAB_MAX_MEMORY": "lots"])
        #expect(env.code == 2)
        #expect(env.stderr.hasPrefix("Error: VIEWLAB_MAX_MEMORY must be a size such as 512K, 64M or 1G (a bare number is MiB), not 'lots'\n"))
    }

    @Test func aBindingMadeWithConstantDrawsItsTree() throws {
        let r = try cli.viewlab(["tree", "-"], stdin: "struct V: View { @Binding var v: Int; var body: some View { Text(\"\\(v)\") } }\nV(v: .constant(0))\n")
        #expect(r.code == 0)
        #expect(r.stdout == "V\n└─ Text(\"0\")\n")
    }
}
