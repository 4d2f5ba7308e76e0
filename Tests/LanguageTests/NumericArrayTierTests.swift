import Testing
@testable import ViewlabLanguage

/// The numeric tier's arrays, tuple results and struct methods (`NumericArrays`,
/// `NumericArrayStatements`, `NumericBody.selfProperty`): each program prints the same, stops with
/// the same message and counts the same steps with the tier as without it. Expected outputs are
/// swiftc 6.3's.
struct NumericArrayTierTests {
    private func same(_ source: String, compiled: [String] = [], methods: [(type: String, name: String)] = [],
                      budget: Budget.Limits = .standard) -> (output: String, error: String?) {
        let tier = runWithTier(source, tier: true, limits: budget), general = runWithTier(source, tier: false, limits: budget)
        #expect(tier.output == general.output)
        #expect(tier.error == general.error)
        #expect(tier.session.interpreter.budget.steps == general.session.interpreter.budget.steps)
        for name in compiled { #expect(isCompiled(name, in: tier.session), "\(name)") }
        for (type, name) in methods {
            let method = tier.session.interpreter.types[type]?.methods[name]?.first
            guard case .user(let u)? = method?.kind, case .compiled = u.numeric else {
                Issue.record("\(type).\(name) has no numeric form")
                continue
            }
        }
        return (tier.output, tier.error)
    }

    @Test func arraysAreReadWrittenAndReturned() {
        let r = same("""
            func total(_ xs: [Double]) -> Double {
                var sum = 0.0
                var k = 0
                while k < xs.count {
                    sum += xs[k]
                    k += 1
                }
                return sum
            }
            func squares(_ n: Int) -> [Int] {
                var out = [Int](repeating: 0, count: n)
                for i in 0..<n { out[i] = i * i }
                return out
            }
            func prefixSums(_ xs: [Double]) -> [Double] {
                var sums = [0.0] + [Double](repeating: 0, count: xs.count)
                for i in 0..<xs.count { sums[i + 1] = sums[i] + xs[i] }
                return sums
            }
            func bump(_ xs: [Int]) -> [Int] {
                var copy = xs
                copy[0] += 10
                copy[1] *= 3
                return copy
            }
            func flags(_ n: Int) -> [Bool] {
                var seen = [true, false]
                seen = seen + [Bool](repeating: false, count: n)
                seen[n] = true
                return seen
            }
            func firstIsEmpty(_ xs: [Int]) -> Bool { xs.isEmpty }
            func literal(_ a: Int) -> [Int] { [a, a + 1, 2] }
            func mixed() -> [Double] { [1, 2.5, 3] }
            func sumOfSquares(_ n: Int) -> Int {
                let s = squares(n)
                var t = 0
                for i in 0..<s.count { t += s[i] }
                return t
            }
            let original = [1, 2, 3]
            print(total([1, 2.5, 4]), squares(5), prefixSums([1, 2, 3.5]), bump(original), original)
            print(flags(3), firstIsEmpty([]), firstIsEmpty([1]), literal(4), mixed(), sumOfSquares(10))
            """, compiled: ["total", "squares", "prefixSums", "bump", "flags", "firstIsEmpty", "literal", "mixed", "sumOfSquares"])
        #expect(r.output == """
            7.5 [0, 1, 4, 9, 16] [0.0, 1.0, 3.0, 6.5] [11, 6, 3] [1, 2, 3]
            [true, false, false, true, false] true false [4, 5, 2] [1.0, 2.5, 3.0] 285

            """)
    }

    @Test func tuplesAndMethodsOfStructs() {
        let r = same("""
            struct Rows {
                var spacing = 4.0
                let shortest: Double
                var limit = 3

                func breaks(width: Double, sums: [Double], target: Double) -> (cost: Double, start: [Int]) {
                    let n = sums.count - 1
                    var best = [0.0] + [Double](repeating: .infinity, count: n)
                    var start = [Int](repeating: 0, count: n + 1)
                    for end in 1...n {
                        var first = end - 1
                        while first >= 0 {
                            let height = (width - spacing * Double(end - first - 1)) / (sums[end] - sums[first])
                            if height < shortest { break }
                            let cost = best[first] + (height - target) * (height - target)
                            if cost < best[end] {
                                best[end] = cost
                                start[end] = first
                            }
                            first -= 1
                        }
                    }
                    return (best[n], start)
                }

                func capped(_ x: Int) -> Int { x > limit ? limit : x }

                func run() -> String {
                    let tried = breaks(width: 300, sums: [0, 1.5, 2.25, 3.75, 5, 6.5], target: 60)
                    return "\\(tried) \\(tried.cost) \\(capped(5)) \\(self.capped(2))"
                }
            }
            let rows = Rows(shortest: 20)
            print(rows.run())
            print(rows.breaks(width: 200, sums: [0, 1, 2, 3], target: 50).start)
            """, methods: [("Rows", "breaks"), ("Rows", "capped")])
        #expect(r.output == """
            (cost: 265.94082840236683, start: [0, 0, 0, 0, 0, 0]) 265.94082840236683 3 2
            [0, 0, 0, 0]

            """)
    }

    @Test func errorsAreTheGeneralPaths() {
        #expect(same("func f(_ xs: [Int]) -> Int { xs[3] }\nprint(f([1, 2]))").error
                == "tier.swift:1:30: error: index 3 is out of range (the array has 2 elements)")
        #expect(same("func f(_ n: Int) -> Int {\n    var xs = [1, 2]\n    xs[n] += 5\n    return xs[0]\n}\nprint(f(-1))").error
                == "tier.swift:3:5: error: index -1 is out of range (the array has 2 elements)")
        #expect(same("func f(_ n: Int) -> [Int] { [Int](repeating: 1, count: n) }\nprint(f(-1))").error
                == "tier.swift:1:29: error: Array(repeating:count:) needs a count of zero or more")
        #expect(same("func f(_ n: Int) -> Int {\n    var xs = [Int.max]\n    xs[0] += n\n    return xs[0]\n}\nprint(f(1))").error
                == "tier.swift:3:5: error: arithmetic overflow")
    }

    /// Two elements read in place by their operator (`NumericLeaf.element`): an index out of range
    /// on either side stops it as the general path stops, having counted the same steps.
    @Test func elementsReadInPlaceStopAtTheSameStep() {
        let program = { (k: Int, j: Int) in """
            func gap(_ xs: [Double], _ k: Int, _ j: Int) -> Double { xs[k] - xs[j] }
            func more(_ xs: [Int], _ k: Int) -> Bool { k < xs[k] }
            print(more([5, 0], 0), gap([1, 2.5], \(k), \(j)))
            """ }
        #expect(same(program(1, 0)).output == "true 1.5\n")
        #expect(same(program(2, 0)).error == "tier.swift:1:58: error: index 2 is out of range (the array has 2 elements)")
        #expect(same(program(0, -1)).error == "tier.swift:1:66: error: index -1 is out of range (the array has 2 elements)")
    }

    /// Every step limit from 1 to past the end stops a program of arrays at the same step, with
    /// the same message, with the tier as without it (steps counted at once or one by one).
    @Test func everyStepLimitStopsAtTheSameNode() {
        let source = """
            struct Grid {
                let width = 3
                func sums(_ xs: [Int]) -> (total: Int, prefix: [Int]) {
                    var prefix = [0] + [Int](repeating: 0, count: xs.count)
                    var k = 0
                    while k < xs.count {
                        prefix[k + 1] = prefix[k] + xs[k] * width
                        if prefix[k + 1] > 100 { break }
                        prefix[0] = k
                        k += 1
                    }
                    prefix[0] += (prefix[1] - prefix[k])
                    return (prefix[k], prefix)
                }
            }
            print(Grid().sums([4, 8, 15, 16, 23, 42]))
            """
        let full = runWithTier(source, tier: false).session.interpreter.budget.steps
        #expect(full > 60)
        let method = runWithTier(source, tier: true).session.interpreter.types["Grid"]?.methods["sums"]?.first
        guard case .user(let u)? = method?.kind, case .compiled = u.numeric else {
            Issue.record("Grid.sums has no numeric form")
            return
        }
        for limit in 1...(full + 1) {
            var limits = Budget.Limits.standard
            limits.steps = limit
            let tier = runWithTier(source, tier: true, limits: limits), general = runWithTier(source, tier: false, limits: limits)
            #expect(tier.output == general.output, "steps \(limit)")
            #expect(tier.error == general.error, "steps \(limit)")
        }
    }

    /// `xs[n] = 5` out of range: the same message; the general path counts six more steps on the way
    /// to it (it reads the element and the value again to report it), which only the error sees.
    @Test func anElementWrittenOutOfRangeIsReportedAlike() {
        let source = "func f(_ n: Int) -> Int {\n    var xs = [1, 2]\n    xs[n] = 5\n    return xs[0]\n}\nprint(f(2))"
        let tier = runWithTier(source, tier: true), general = runWithTier(source, tier: false)
        #expect(tier.error == "tier.swift:3:5: error: index 2 is out of range (the array has 2 elements)")
        #expect(tier.error == general.error)
    }
}
