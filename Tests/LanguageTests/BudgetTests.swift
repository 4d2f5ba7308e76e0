import Foundation
import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// Budgets stop runaway programs with a diagnostic at the line that ran away, and let real ones
/// run to their end (issue 9).
struct BudgetTests {
    /// The standard limits with another memory budget and time, so that a test in a debug build on
    /// a busy machine is stopped by what it tests and never by the clock.
    func budget(memory: Int = Budget.Limits.standard.memory, seconds: Double = 600,
                steps: Int = Budget.Limits.standard.steps) -> Budget {
        var limits = Budget.Limits.standard
        limits.memory = memory
        limits.seconds = seconds
        limits.steps = steps
        let budget = Budget(limits)
        // Tests run side by side in one process, whose memory is not this test's alone; the resident
        // memory backstop is tested in a process of its own (BudgetCLITests).
        budget.watchesResidentMemory = false
        return budget
    }

    @Test func theStringDoublingLoopStopsAtTheMemoryBudget() throws {
        let d = try #require(run("var s = \"x\"\nfor _ in 0..<40 { s = s + s }\nprint(s.count)", budget: budget()).error)
        #expect(d.id == "viewlab.runtime.memoryBudget")
        #expect(d.message == "stopped: this string would grow to 128 MiB, past the memory budget of 64 MiB")
        #expect(d.position == SourcePosition(line: 2, column: 23))
        #expect(d.notes == ["set another limit with --max-memory SIZE, VIEWLAB_MAX_MEMORY, or :set memory SIZE in the REPL"])
    }

    @Test func everyWayAStringGrowsIsChecked() throws {
        let small = budget(memory: 1 << 20)
        let appended = try #require(run("var s = \"ab\"\nwhile true {\n    s += s\n}", budget: small).error)
        #expect(appended.message == "stopped: this string would grow to 2 MiB, past the memory budget of 1 MiB")
        #expect(appended.position == SourcePosition(line: 3, column: 5))
        let interpolated = try #require(run("var s = \"x\"\nwhile true { s = \"\\(s)\\(s)\" }", budget: small).error)
        #expect(interpolated.id == "viewlab.runtime.memoryBudget")
        #expect(interpolated.position.line == 2)
        let repeated = try #require(run("let s = String(repeating: \"ab\", count: 1_000_000)", budget: small).error)
        #expect(repeated.message == "stopped: this string would grow to 2 MiB, past the memory budget of 1 MiB")
        let joined = try #require(run("let a = Array(repeating: String(repeating: \"x\", count: 1000), count: 2000)\nlet s = a.joined()", budget: small).error)
        #expect(joined.message == "stopped: this string would grow to 2 MiB, past the memory budget of 1 MiB")
        #expect(joined.position == SourcePosition(line: 2, column: 9))
    }

    @Test func arraysAndDictionariesAreCheckedBeforeTheyGrow() throws {
        let small = budget(memory: 1 << 20)
        let doubled = try #require(run("var a = [0]\nwhile true { a += a }", budget: small).error)
        #expect(doubled.message == "stopped: this array would grow to 1.5 MiB, past the memory budget of 1 MiB")
        let appended = try #require(run("var a: [Int] = []\nfor i in 0..<1_000_000 {\n    a.append(i)\n}", budget: small).error)
        #expect(appended.message == "stopped: this array would grow to 1.1 MiB, past the memory budget of 1 MiB")
        #expect(appended.position == SourcePosition(line: 3, column: 5))
        let range = try #require(run("let a = Array(0..<100_000)", budget: small).error)
        #expect(range.message == "stopped: this array would grow to 4.6 MiB, past the memory budget of 1 MiB")
        let repeated = try #require(run("let a = Array(repeating: 0, count: 100_000_000)").error)
        #expect(repeated.message == "stopped: this array would grow to 4.5 GiB, past the memory budget of 64 MiB")
        let dictionary = try #require(run("var d: [Int: Int] = [:]\nfor i in 0..<100_000 {\n    d[i] = i\n}", budget: budget(memory: 64 << 10)).error)
        #expect(dictionary.message == "stopped: this dictionary would grow to 64.1 KiB, past the memory budget of 64 KiB")
        #expect(dictionary.position == SourcePosition(line: 3, column: 5))
    }

    @Test func valuesWithinTheBudgetAreMade() {
        #expect(run("print(String(repeating: \"ab\", count: 2_000_000).count)").output == "4000000\n")
        #expect(run("var s = \"x\"\nfor _ in 0..<20 { s = s + s }\nprint(s.count)").output == "1048576\n")
    }

    @Test func aThreeHundredThousandIterationLoopRunsToItsEnd() {
        // A large memory budget: the process-memory backstop measures the whole test process, where
        // other tests run at the same time.
        let result = run("var t = 0\nfor i in 0..<300_000 { t += i }\nprint(t)", budget: budget(memory: 1 << 30))
        #expect(result.error == nil)
        #expect(result.output == "44999850000\n")
    }

    @Test func anEndlessLoopStopsAtTheTimeBudget() throws {
        // Steps lifted: a fast host takes the standard 10 million in less than 0.2 s.
        let d = try #require(run("var i = 0\nwhile true {\n    i += 1\n}", budget: budget(seconds: 0.2, steps: 2_000_000_000)).error)
        #expect(d.id == "viewlab.runtime.timeBudget")
        #expect(d.message == "stopped after 0.2 seconds: this code may loop forever")
        #expect(d.position.line >= 2)
        #expect(d.notes.last == "set another limit with --timeout SECONDS, VIEWLAB_TIMEOUT, or :set timeout SECONDS in the REPL")
    }

    /// The standard limits with one set from text; nil when the text is refused.
    func limits(_ setting: Budget.Setting, _ text: String) -> Budget.Limits? {
        var limits = Budget.Limits.standard
        return limits.set(setting, text) ? limits : nil
    }

    @Test func limitsAreReadFromText() {
        #expect(limits(.memory, "512K")?.memory == 512 << 10)
        #expect(limits(.memory, "1.5G")?.memory == 3 << 29)
        #expect(limits(.memory, "64MiB")?.memory == 64 << 20)
        #expect(limits(.memory, "256")?.memory == 256 << 20)
        #expect(limits(.steps, "20_000_000")?.steps == 20_000_000)
        #expect(limits(.timeout, "2.5")?.seconds == 2.5)
        #expect(limits(.timeout, "10s")?.seconds == 10)
        #expect(limits(.timeout, "0") == nil && limits(.steps, "-3") == nil && limits(.memory, "lots") == nil)
        #expect(limits(.timeout, "10")?.text(of: .timeout) == "10 seconds")
        #expect(Budget.Limits.standard.text(of: .memory) == "64 MiB")
        let bad = Budget.Limits.from(environment: ["VIEWLAB_TIMEOUT": "soon"])
        guard case .failure(let error) = bad else { Issue.record("accepted 'soon'"); return }
        #expect(error.description == "VIEWLAB_TIMEOUT must be a number of seconds above 0, not 'soon'")
        guard case .success(let read) = Budget.Limits.from(environment: ["VIEWLAB_MAX_STEPS": "5000", "VIEWLAB_MAX_MEMORY": "8M"]) else {
            Issue.record("refused good values"); return
        }
        #expect(read.steps == 5000 && read.memory == 8 << 20 && read.seconds == Budget.Limits.standard.seconds)
    }

    @Test func aSetStepLimitStopsThere() throws {
        let fewSteps = try #require(limits(.steps, "5000"))
        let d = try #require(run("while true {}", budget: Budget(fewSteps)).error)
        #expect(d.message == "stopped after 5000 steps: this code may loop forever")
    }
}
