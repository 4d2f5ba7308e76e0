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

    @Test func aPropertyAppendedInAMethodTakesLinearTime() {
        // The object lets go of the property's array while it grows: a copy an append (and a walk
        // over it to type its elements) would take minutes here.
        let budget = Budget(Budget.Limits(steps: 100_000_000, depth: 1_000, memory: 1 << 30, seconds: 30))
        let result = run("""
            class Log {
                var entries: [Double] = []
                func add(_ n: Int) { entries.append(Double(n)) }
            }
            let log = Log()
            for i in 0..<30_000 {
                log.add(i)
                log.entries.append(1)
            }
            print(log.entries.count, log.entries[1])
            """, budget: budget)
        #expect(result.error == nil)
        #expect(result.output == "60000 1.0\n")
    }

    @Test func anAppendedPropertyTakesItsDeclaredTypeAndKeepsItsObservers() {
        #expect(run("""
            class Chart {
                var points: [Double] = [] { didSet { print("now", points.count) } }
                var marks: [Double] = []
                func add() { points.append(2); marks.append(3) }
            }
            let chart = Chart()
            chart.add()
            let before = chart.marks
            chart.marks.append(4)
            print(chart.points, chart.marks, before)
            """).output == "now 1\n[2.0] [3.0, 4.0] [3.0]\n")
    }

    @Test func aStringGrowsInPlaceAndItsCopyDoesNot() {
        #expect(run("""
            var text = "a"
            let copy = text
            for _ in 0..<3 { text += "b" }
            text += String(7)
            print(text, copy)
            """).output == "abbb7 a\n")
    }
}
