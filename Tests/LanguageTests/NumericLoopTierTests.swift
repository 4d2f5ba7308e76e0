import Testing
@testable import ViewlabLanguage

/// Loops of the general path run in the numeric tier (`NumericLoop`): a top-level loop, or one in a
/// function the tier does not take, with the variables outside it read into slots and written back,
/// and strings appended to. Each program prints the same, stops with the same message and counts the
/// same steps with the tier as without it (`sameWithTier`); `loops` is how many loop runs the tier
/// took. Expected outputs are swiftc 6.3's.
struct NumericLoopTierTests {
    private func same(_ source: String, loops: Int, budget: Budget.Limits = .standard,
                      sourceLocation: SourceLocation = #_sourceLocation) -> (output: String, error: String?) {
        let tier = sameWithTier(source, limits: budget, sourceLocation: sourceLocation)
        #expect(tier.session.interpreter.numericStack.loopsRun == loops, sourceLocation: sourceLocation)
        return (tier.output, tier.error)
    }

    @Test func topLevelLoopsWriteTheirVariablesBack() {
        let r = same("""
            var total = 0
            var scale = 1.5
            var seen: [Int] = []
            let limit = 40
            for i in 0..<limit {
                total += i % 7
                if i % 10 == 0 { seen.append(i) }
            }
            var k = 0
            while k < 5 {
                scale *= 2
                k += 1
            }
            var flags = [true, false]
            for flag in flags { if flag { total += 100 } }
            flags.append(total > 100)
            print(total, scale, seen, k, flags, limit)
            """, loops: 3)
        #expect(r.error == nil)
        #expect(r.output == "215 48.0 [0, 10, 20, 30] 5 [true, false, true] 40\n")
    }

    @Test func stringsAreAppendedWhereTheVariableHoldsThem() {
        let r = same(#"""
            var text = ""
            for i in 0..<120 {
                text += String(i % 10)
                if i % 50 == 49 { text += "\n" }
            }
            print(text.count, text.suffix(3))
            var rows = ""
            for row in 1...3 {
                var line = ""
                for _ in 0..<row { line += "*" }
                rows += line
                rows += "|"
            }
            print(rows)
            var last = "none"
            for x in [0.5, 2.0] { last = String(x) }
            var truth = ""
            for n in 0..<2 { truth += String(n == 1) }
            print(last, truth)
            """#, loops: 4)
        #expect(r.error == nil)
        #expect(r.output == "122 789\n*|**|***|\n2.0 falsetrue\n")
    }

    @Test func loopsInFunctionsTheTierDoesNotTakeRunInIt() {
        let r = same("""
            func square(_ n: Int) -> Int { n * n }
            func report(upTo n: Int) {
                var sum = 0
                for i in 1...n { sum += square(i) }
                print("sum of squares", sum)
            }
            report(upTo: 10)
            report(upTo: 3)
            """, loops: 2)
        #expect(r.error == nil)
        #expect(r.output == "sum of squares 385\nsum of squares 14\n")
    }

    @Test func whatTheTierDoesNotTakeStaysOnTheGeneralPath() {
        let r = same("""
            struct Counter {
                var count = 0
                mutating func run() { for _ in 0..<3 { count += 1 } }
            }
            var c = Counter()
            c.run()
            var total = 0
            func bump() -> Int { 1 }
            func shadowed() -> Int {
                func bump() -> Int { 10 }
                var t = 0
                for _ in 0..<2 { t += bump() }
                return t
            }
            for i in 0..<3 { print(i) }
            var maybe: Int? = 1
            for _ in 0..<2 { maybe = 2 }
            outer: for i in 0..<3 { for j in 0..<3 where j > i { continue outer } }
            print(c.count, shadowed(), maybe ?? 0, total)
            """, loops: 0)
        #expect(r.error == nil)
        #expect(r.output == "0\n1\n2\n3 20 2 0\n")
    }

    @Test func methodsOfObjectsInAnArrayRunInTheTier() {
        let account = """
            class Account {
                var history: [Int] = []
                var balance = 0
                func fee() -> Int { balance / 10 }
                func deposit(_ amount: Int) {
                    history.append(amount)
                    balance += amount
                }
            }
            var accounts: [Account] = []
            for _ in 0..<4 { accounts.append(Account()) }

            """
        let r = same(account + """
            for i in 0..<30 { accounts[i % 4].deposit(i % 10) }
            var fees = 0
            for k in 0..<4 { accounts[k].fee() }
            var sum = 0
            for account in accounts { sum += account.balance }
            print(sum, accounts[3].history, fees)
            """, loops: 2)
        #expect(r.error == nil)
        #expect(r.output == "135 [3, 7, 1, 5, 9, 3, 7] 0\n")
        let outOfRange = same(account + "for i in 0..<5 { accounts[i].deposit(1) }", loops: 1)
        #expect(outOfRange.error?.contains("out of range") == true, "\(outOfRange.error ?? "")")
        let subclassed = same(account + """
            class Savings: Account {}
            accounts.append(Savings())
            for i in 0..<5 { accounts[i].deposit(2) }
            print(accounts.map { $0.balance })
            """, loops: 0)
        #expect(subclassed.output == "[2, 2, 2, 2, 2]\n")
    }

    @Test func dictionaryEntriesAndInterpolationsRunInTheTier() {
        let r = same(#"""
            var counts: [String: Int] = [:]
            for i in 0..<250 { counts["k\(i % 7)", default: 0] += 1 }
            var sums: [Int: Double] = [3: 0.5]
            var n = 0
            while n < 10 {
                sums[n % 4, default: 1] *= 2
                n += 1
            }
            var labels = ""
            for k in 1...3 { labels += "#\(k) \(k % 2 == 0) \(Double(k) / 2);" }
            print(counts.count, counts["k3"]!, counts.keys.sorted(), sums.keys.sorted(), sums[3]!, sums[0]!, labels)
            """#, loops: 3)
        #expect(r.error == nil)
        #expect(r.output == #"7 36 ["k0", "k1", "k2", "k3", "k4", "k5", "k6"] [0, 1, 2, 3] 2.0 8.0 #1 false 0.5;#2 true 1.0;#3 false 1.5;"# + "\n")
        let overflow = same("""
            var big: [String: Int] = ["a": Int.max - 1]
            for _ in 0..<3 { big["a", default: 0] += 1 }
            """, loops: 1)
        #expect(overflow.error?.contains("overflow") == true, "\(overflow.error ?? "")")
        let memory = same(#"""
            var seen: [Int: Int] = [:]
            for i in 0..<100_000 { seen[i, default: 0] += 1 }
            """#, loops: 1, budget: Budget.Limits(steps: 10_000_000, depth: 100, memory: 1 << 20, seconds: 10))
        #expect(memory.error?.contains("memory budget") == true, "\(memory.error ?? "")")
    }

    @Test func aClosureReadsWhatTheLoopWrote() {
        let r = same("""
            var count = 0
            let report = { print("count", count) }
            for _ in 0..<3 { count += 2 }
            report()
            func again() {
                var local = 1
                let show = { print("local", local) }
                while local < 100 { local *= 3 }
                show()
            }
            again()
            """, loops: 2)
        #expect(r.output == "count 6\nlocal 243\n")
    }

    @Test func anObjectReleasedBeforeTheLoopIsGoneBeforeItRuns() {
        let r = same("""
            class Noisy { deinit { print("gone") } }
            var total = 0
            var noisy: Noisy? = Noisy()
            noisy = nil
            for i in 0..<3 { total += i }
            for i in 0..<3 { total += i }
            print(total)
            """, loops: 2)
        #expect(r.output == "gone\n6\n", "\(r.output)")
    }

    @Test func aStopInsideTheLoopLeavesTheVariablesAsTheGeneralPathLeavesThem() {
        for tier in [true, false] {
            var printed = ""
            let session = Session(output: { printed += $0 })
            session.interpreter.usesNumericTier = tier
            #expect(throws: (any Error).self) {
                try session.run("""
                    var count = 0
                    var total = Int.max - 3
                    var text = ""
                    for _ in 0..<10 {
                        count += 1
                        text += "ab"
                        total += 1
                    }
                    """, fileName: "stop.swift")
            }
            try? session.run("print(count, total == Int.max, text)", fileName: "after.swift")
            #expect(printed == "4 true abababab\n", "tier \(tier)")
        }
    }

    @Test func budgetsStopTheLoopAtTheSameStepWithTheSameMessage() {
        let steps = same("""
            var total = 0
            var i = 0
            while true { total += i; i += 1 }
            """, loops: 1, budget: Budget.Limits(steps: 5_000, depth: 100, memory: 64 << 20, seconds: 10))
        #expect(steps.error?.contains("steps") == true, "\(steps.error ?? "")")
        let memory = same("""
            var text = "x"
            while true { text += text }
            """, loops: 1, budget: Budget.Limits(steps: 10_000_000, depth: 100, memory: 1 << 20, seconds: 10))
        #expect(memory.error?.contains("memory budget") == true)
    }

    @Test func aFunctionDeclaredSinceIsTheOneTheLoopCalls() {
        var printed = ""
        let session = Session(output: { printed += $0 })
        for (k, source) in ["func step() -> Int { 1 }", "var n = 0\nfor _ in 0..<3 { n += step() }\nprint(n)",
                            "func step() -> Int { 5 }", "n = 0\nfor _ in 0..<3 { n += step() }\nprint(n)"].enumerated() {
            #expect(throws: Never.self) { try session.run(source, fileName: "input\(k).swift") }
        }
        #expect(printed == "3\n15\n")
        #expect(session.interpreter.numericStack.loopsRun == 2)
    }
}
