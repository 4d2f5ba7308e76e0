import Foundation
import Testing
@testable import ViewlabLanguage

/// The numeric tier's arrays, tuple results and struct methods (`NumericArrays`,
/// `NumericArrayStatements`, `NumericBody.selfProperty`): each program prints the same, stops with
/// the same message and counts the same steps with the tier as without it. Expected outputs are
/// swiftc 6.3's.
struct NumericArrayTierTests {
    private func same(_ source: String, compiled: [String] = [], methods: [(type: String, name: String)] = [],
                      sourceLocation: SourceLocation = #_sourceLocation) -> (output: String, error: String?) {
        let tier = sameWithTier(source, sourceLocation: sourceLocation)
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
                let widest: Double
                var limit = 3

                /// Greedy rows: where each ends, and how many.
                func greedy(widths: [Double]) -> (rows: Int, ends: [Int]) {
                    var ends = [Int](repeating: 0, count: widths.count)
                    var used = 0.0
                    var rows = 1
                    var k = 0
                    while k < widths.count {
                        let needed = used == 0 ? widths[k] : used + spacing + widths[k]
                        if needed > widest && used > 0 {
                            ends[rows - 1] = k
                            rows += 1
                            used = widths[k]
                        } else {
                            used = needed
                        }
                        k += 1
                    }
                    ends[rows - 1] = widths.count
                    return (rows, ends)
                }

                func capped(_ x: Int) -> Int { x > limit ? limit : x }

                func run() -> String {
                    let tried = greedy(widths: [30, 50, 20.5, 70, 10, 45])
                    return "\\(tried) \\(tried.rows) \\(capped(5)) \\(self.capped(2))"
                }
            }
            let rows = Rows(widest: 100)
            print(rows.run())
            print(rows.greedy(widths: [120, 1, 2]).ends)
            """, methods: [("Rows", "greedy"), ("Rows", "capped")])
        #expect(r.output == """
            (rows: 3, ends: [2, 4, 6, 0, 0, 0]) 3 3 2
            [1, 3, 0]

            """)
    }

    /// The learner `Layout` benchmark's `breaks` (a method over `[Double]` returning a tuple) has
    /// a numeric form: `make bench` measures the tier, not the general path.
    @Test func theLayoutBenchmarksBreaksRunInTheTier() throws {
        let benchmark = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Benchmarks/Interpreter/layout.swift").standardizedFileURL
        let source = try String(contentsOf: benchmark, encoding: .utf8)
            + "\nprint(JustifiedRows().breaks(width: 300, sums: [0, 1.5, 2.25, 3.75, 5, 6.5], target: 60))\n"
        let r = same(source, methods: [("JustifiedRows", "breaks")])
        #expect(r.output == "(cost: 265.94082840236683, start: [0, 0, 0, 0, 0, 0])\n")
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

/// `for value in values` in the numeric tier: the general path's output and steps.
struct NumericForEachTierTests {
    @Test func loopsOverArraysCountTheGeneralPathsSteps() {
        let source = """
            func total(_ xs: [Double]) -> Double {
                var sum = 0.0
                for x in xs { sum += x }
                return sum
            }
            func firstAbove(_ xs: [Int], _ limit: Int) -> Int {
                var seen = 0
                for x in xs {
                    if x > limit { return x }
                    seen += 1
                }
                return -seen
            }
            func walks(_ n: Int) -> Int {
                var xs = [1, 2, 3]
                var count = 0
                for x in xs {
                    xs[0] = x * 10
                    count += xs[0]
                    if count > n { break }
                }
                for _ in [true, false] { count += 1 }
                for x in xs + [Int](repeating: 7, count: 2) { count += x }
                return count
            }
            print(total([1, 2.5, 4]), firstAbove([3, 9, 1], 5), firstAbove([1, 2], 5), walks(100), walks(15))
            """
        let r = sameWithTier(source)
        #expect(r.output == "7.5 9 -2 111 71\n")
        for name in ["total", "firstAbove", "walks"] { #expect(isCompiled(name, in: r.session), "\(name)") }
    }

    @Test func stridesAreTheGeneralPaths() {
        let source = """
            func evens(_ n: Int) -> Int {
                var sum = 0
                for k in stride(from: 0, to: n, by: 2) { sum += k }
                for k in stride(from: n, through: 0, by: -5) { sum -= k }
                return sum
            }
            func area(_ step: Double) -> Double {
                var total = 0.0
                for x in stride(from: 0, to: 1, by: step) { total += x * x * step }
                return total
            }
            func none(_ by: Int) -> Int {
                var count = 0
                for _ in stride(from: 0, to: 3, by: by) { count += 1 }
                return count
            }
            print(evens(10), area(0.1), area(0.25), none(1))
            print(none(0))
            """
        let r = sameWithTier(source)
        #expect(r.output == "5 0.2850000000000001 0.21875 3\n")
        #expect(r.error == "tier.swift:14:14: error: stride takes from:, to: or through:, and a non-zero by:")
        for name in ["evens", "area", "none"] { #expect(isCompiled(name, in: r.session), "\(name)") }
    }
}
