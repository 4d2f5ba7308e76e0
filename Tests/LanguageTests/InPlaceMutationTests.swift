import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// `append` and the other mutating methods change a variable's collection where it is stored.
struct InPlaceMutationTests {
    @Test func aLoopOfAppendsTakesLinearTime() {
        // Copying the array on each append would move about 50 GB here and meet the time budget.
        let budget = Budget(Budget.Limits(steps: 10_000_000, depth: 1_000, memory: 1 << 30, seconds: 30))
        let result = run("var items: [Int] = []\nfor i in 0..<50_000 { items.append(i) }\nprint(items.count, items[49_999])", budget: budget)
        #expect(result.error == nil)
        #expect(result.output == "50000 49999\n")
    }

    @Test func theVariableSeesTheChangeAndTheOldValueDoesNot() {
        #expect(run("""
            var a = [1, 2]
            let before = a
            a.append(a.count)
            var s = "ab"
            s.append("c")
            var d = ["x": 1]
            d.updateValue(2, forKey: "y")
            print(a, before, s, d.count)
            """).output == "[1, 2, 2] [1, 2] abc 2\n")
    }

    @Test func observersAndConstantsStillTakeTheUsualPath() throws {
        #expect(run("""
            var log: [String] = [] { didSet { print("now", log.count) } }
            log.append("a")
            """).output == "now 1\n")
        let d = try #require(run("let fixed = [1]\nfixed.append(2)").error)
        #expect(d.message.contains("'fixed'"))
    }
}
