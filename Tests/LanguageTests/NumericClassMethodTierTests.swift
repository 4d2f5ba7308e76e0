import Testing
@testable import ViewlabLanguage

/// The numeric tier runs a class's methods of numbers (and functions that return nothing): each
/// program here prints the same, stops with the same message and counts the same steps with the
/// tier as without it. Expected outputs are swiftc 6.3's.
struct NumericClassMethodTierTests {
    /// Whether `type`'s method `name` has a numeric form in `session`.
    private func isMethodCompiled(_ type: String, _ name: String, in session: Session) -> Bool {
        guard case .user(let u)? = session.interpreter.types[type]?.methods[name]?.first?.kind, case .compiled = u.numeric else { return false }
        return true
    }

    private let tally = """
        class Tally {
            var total = 0
            var scale = 1.5
            var seen: [Int] = []
            var marks: [Double] = []
            let cap = 4

            func add(_ n: Int) {
                total += n * 2
                seen.append(n)
                if seen.count > cap { return }
                marks.append(Double(n) * scale)
                scale += 0.25
            }

            func bump() -> Int {
                total += 100
                return total
            }

            func report(_ n: Int) {
                add(n)
                print("after", total, seen.count)
            }
        }

        """

    @Test func aMethodWritesItsObjectsNumbersAndAppendsToItsArrays() {
        // `t.add(t.bump())`: the argument changes the object before the method reads it.
        let r = sameWithTier(tally + """
            let t = Tally()
            for k in 1...6 { t.add(k) }
            t.add(t.bump())
            print(t.total, t.seen, t.marks, t.scale)
            t.report(1)
            func rounds(_ n: Int) {
                var k = 0
                while k < n { k += 1 }
                if k > 3 { return }
            }
            rounds(5)
            print("done")
            """)
        #expect(r.output == "426 [1, 2, 3, 4, 5, 6, 142] [1.5, 3.5, 6.0, 9.0] 2.5\nafter 428 8\ndone\n")
        #expect(isMethodCompiled("Tally", "add", in: r.session))
        #expect(isMethodCompiled("Tally", "bump", in: r.session))
        #expect(isCompiled("rounds", in: r.session))
    }

    @Test func objectsMadeByDifferentInitializersHaveTheirOwnProperties() {
        // An initializer of its own and the default one: the method's calls go from one object to
        // the other, whose properties it finds by name when they are not where it last found them.
        let r = sameWithTier("""
            class Gauge {
                var low = 0
                var readings: [Int] = []
                var high = 0
                init() {}
                init(high: Int, low: Int) {
                    self.high = high
                    self.low = low
                }
                func note(_ n: Int) {
                    if n < low { low = n }
                    if n > high { high = n }
                    readings.append(n)
                }
            }
            let plain = Gauge(), set = Gauge(high: 10, low: -10)
            for k in [3, -20, 15, 7] {
                plain.note(k)
                set.note(k * 2)
            }
            print(plain.low, plain.high, plain.readings, set.low, set.high, set.readings)
            """)
        #expect(r.output == "-20 15 [3, -20, 15, 7] -40 30 [6, -40, 30, 14]\n")
        #expect(isMethodCompiled("Gauge", "note", in: r.session))
    }

    @Test func aSiteTakesTheMethodsNewFormWhenAFunctionItCallsIsDeclaredAgain() throws {
        // Two REPL lines' worth: the loop's call site in `drive` kept the method's numeric form
        // after the first line; the second declares `weight` again, which the method calls.
        var printed = ""
        let session = Session(output: { printed += $0 })
        try session.run("""
            func weight(_ n: Int) -> Int { n }
            class Meter {
                var total = 0
                var seen: [Int] = []
                func add(_ n: Int) {
                    total += weight(n)
                    seen.append(n)
                }
            }
            func drive(_ m: Meter) { for k in 1...3 { m.add(k) } }
            let m = Meter()
            drive(m)
            print(m.total, m.seen)
            """, fileName: "line1.swift")
        try session.run("""
            func weight(_ n: Int) -> Int { n * 100 }
            drive(m)
            print(m.total, m.seen)
            """, fileName: "line2.swift")
        #expect(printed == "6 [1, 2, 3]\n606 [1, 2, 3, 1, 2, 3]\n")
        #expect(isMethodCompiled("Meter", "add", in: session))
    }

    @Test func aMethodWithAnArrayParameterAndOneWithoutAppendToTheirObjectsArrays() {
        // `record` is given an array (its object's arrays go below it on the tier's stack), `note` none.
        let r = sameWithTier("""
            class Ledger {
                var entries: [Int] = []
                var marks: [Double] = []
                var total = 0
                func record(_ batch: [Int], scale: Double) {
                    for n in batch {
                        entries.append(n)
                        total += n
                    }
                    marks.append(Double(total) * scale)
                }
                func note(_ n: Int) {
                    entries.append(n * 10)
                    if entries.count > 6 { return }
                    marks.append(Double(n))
                }
            }
            let ledger = Ledger()
            for k in 1...4 {
                ledger.record([k, k + 1], scale: 0.5)
                ledger.note(k)
            }
            print(ledger.entries, ledger.marks, ledger.total)
            """)
        #expect(r.output == "[1, 2, 10, 2, 3, 20, 3, 4, 30, 4, 5, 40] [1.5, 1.0, 4.0, 2.0, 7.5, 12.0] 24\n")
        #expect(isMethodCompiled("Ledger", "record", in: r.session))
        #expect(isMethodCompiled("Ledger", "note", in: r.session))
    }

    @Test func aStructsMethodReadsItsArrays() {
        let r = sameWithTier("""
            struct Rows {
                var heights: [Double]
                let gap = 2.0
                func total() -> Double {
                    var sum = 0.0
                    for h in heights { sum += h + gap }
                    return sum - gap + Double(heights.count) * 0
                }
            }
            print(Rows(heights: [10, 20.5, 4]).total(), Rows(heights: []).total())
            """)
        #expect(r.output == "38.5 -2.0\n")
        #expect(isMethodCompiled("Rows", "total", in: r.session))
    }

    @Test func anErrorInTheMethodLeavesWhatItWroteBefore() {
        // The overflow stops the program after the append; the object keeps what the method wrote.
        let source = tally + """
            let t = Tally()
            t.add(2)
            t.add(Int.max / 2 + 1)
            """
        let tier = sameWithTier(source), general = runWithTier(source, tier: false)
        #expect(tier.error?.contains("arithmetic overflow") == true)
        #expect(isMethodCompiled("Tally", "add", in: tier.session))
        func fields(_ session: Session) -> String {
            guard case .object(let o)? = session.interpreter.globals.lookupVariable("t")?.value else { return "none" }
            return ["total", "seen", "marks", "scale"].map { o.fields[$0].map { session.interpreter.describe($0) } ?? "-" }.joined(separator: " ")
        }
        #expect(fields(tier.session) == "4 [2] [3.0] 1.75")
        #expect(fields(general.session) == "4 [2] [3.0] 1.75")
    }

    @Test func stepsAndMemoryRunOutWhereTheGeneralPathStops() {
        let source = tally + """
            let t = Tally()
            for k in 0..<200 { t.add(k % 9) }
            print(t.total)
            """
        for limit in Array(700...712) + Array(2_040...2_052) {
            let run = sameWithTier(source, limits: Budget.Limits(steps: limit, depth: 1_000, memory: 64 << 20, seconds: 10))
            #expect(run.error?.contains("step") == true)
        }
        // 33 elements of 48 bytes (`Budget.bytesPerElement`) fit in 1,600 bytes; the 34th is past it.
        let memory = sameWithTier(tally + """
            let t = Tally()
            for k in 0..<200 { t.add(k) }
            """, limits: Budget.Limits(steps: 1_000_000, depth: 1_000, memory: 1_600, seconds: 10))
        #expect(memory.error?.hasPrefix("tier.swift:10:9: error: stopped: this array would grow to 1.6 KiB, past the memory budget of 1.6 KiB") == true)
    }

    @Test func observedSubclassedAndObservableClassesKeepTheGeneralPath() {
        let r = sameWithTier("""
            class Meter {
                var level = 0 { didSet { print("level", level) } }
                func raise(_ n: Int) { level += n }
            }
            class Counter {
                var count = 0
                func tick(_ n: Int) { count += n }
            }
            class Loud: Counter {
                override var count: Int { didSet { print("count", count) } }
            }
            @Observable class Model {
                var value = 0
                func set(_ n: Int) { value = n }
            }
            let m = Meter()
            m.raise(2)
            let loud = Loud()
            loud.tick(3)
            let plain = Counter()
            plain.tick(4)
            let model = Model()
            model.set(5)
            print(m.level, loud.count, plain.count, model.value)
            """)
        #expect(r.output == "level 2\ncount 3\n2 3 4 5\n")
        #expect(!isMethodCompiled("Meter", "raise", in: r.session))
        #expect(!isMethodCompiled("Model", "set", in: r.session))
        #expect(isMethodCompiled("Counter", "tick", in: r.session))
    }
}
