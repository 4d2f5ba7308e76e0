import Testing
@testable import ViewlabLanguage

/// The numeric tier (`NumericCompiler`) runs global functions of numbers faster, and must be
/// invisible otherwise: each program here prints the same, stops with the same message and counts
/// the same steps with the tier as without it, and its functions are compiled. Expected outputs
/// are swiftc 6.3's.
struct NumericTierTests {
    /// The outcome with the tier, after checking it is the general path's (output, diagnostic,
    /// steps) and that `compiled` have numeric forms.
    private func same(_ source: String, compiled: [String], budget: Budget.Limits = .standard,
                      sourceLocation: SourceLocation = #_sourceLocation) -> (output: String, error: String?) {
        let tier = sameWithTier(source, limits: budget, sourceLocation: sourceLocation)
        for name in compiled { #expect(isCompiled(name, in: tier.session), "\(name)") }
        return (tier.output, tier.error)
    }

    @Test func recursionLoopsAndBranchesPrintWhatSwiftPrints() {
        let r = same("""
            func fib(_ n: Int) -> Int {
                if n < 2 { return n }
                return fib(n - 1) + fib(n - 2)
            }
            func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
            func collatz(_ start: Int) -> Int {
                var n = start
                var count = 0
                while n != 1 {
                    if n % 2 == 0 { n /= 2 } else { n = 3 * n + 1 }
                    count += 1
                }
                return count
            }
            func isPrime(_ n: Int) -> Bool {
                guard n >= 2 else { return false }
                var d = 2
                while d * d <= n {
                    if n % d == 0 { return false }
                    d += 1
                }
                return true
            }
            func triangle(upTo n: Int) -> Int {
                var total = 0
                for i in 1...n { total += i }
                for _ in 0..<3 { total -= 1 }
                return total
            }
            func firstSquareAbove(_ limit: Int) -> Int {
                var k = 0
                while true {
                    k += 1
                    if k * k <= limit { continue }
                    break
                }
                return k * k
            }
            print(fib(20), gcd(1071, 462), collatz(27), isPrime(97), isPrime(91), triangle(upTo: 100), firstSquareAbove(50))
            """, compiled: ["fib", "gcd", "collatz", "isPrime", "triangle", "firstSquareAbove"])
        #expect(r.error == nil)
        #expect(r.output == "6765 21 111 true false 5047 64\n")
    }

    @Test func literalsTakeTheTypeSwiftGivesThem() {
        let r = same("""
            func mean(_ a: Double, _ b: Double) -> Double { (a + b) / 2 }
            func half(_ n: Int) -> Double { Double(n) / 2 }
            func scaled(_ x: Double) -> Double {
                let k = 3
                var y = x * 2 + 1 / 2
                y -= -1
                return y * Double(k) + (k > 2 ? 0.5 : 1)
            }
            func sign(_ x: Double) -> Int { x < 0 ? -1 : x == 0 ? 0 : 1 }
            func both(_ a: Bool, _ b: Bool) -> Bool { a && !b || a == b }
            func quarter() -> Double { 1 / 4 }
            print(mean(1, 2), half(5), scaled(1.5), sign(-0.5), sign(0), both(true, false), both(false, true), quarter())
            """, compiled: ["mean", "half", "scaled", "sign", "both", "quarter"])
        #expect(r.error == nil)
        #expect(r.output == "1.5 2.5 14.0 -1 0 true false 0.25\n")
    }

    @Test func mutualRecursionAndShadowing() {
        let r = same("""
            func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
            func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
            func shadow(_ n: Int) -> Int {
                var n = n
                if n > 0 {
                    let n2 = n * 10
                    n = n2
                }
                return n
            }
            print(isEven(10), isOdd(7), shadow(4), shadow(-4))
            """, compiled: ["isEven", "isOdd", "shadow"])
        #expect(r.output == "true true 40 -4\n")
    }

    @Test func aFunctionThatPrintsOrReadsAGlobalKeepsTheGeneralPath() {
        let r = same("""
            let offset = 10
            func shifted(_ n: Int) -> Int { n + offset }
            func noisy(_ n: Int) -> Int {
                print("noisy", n)
                return n * 2
            }
            func caller(_ n: Int) -> Int { noisy(n) + 1 }
            func square(_ n: Int) -> Int { n * n }
            print(shifted(1), caller(2), square(3))
            """, compiled: ["square"])
        #expect(r.output == "noisy 2\n11 5 9\n")
    }

    @Test func overflowDivisionByZeroAndBadRangesStopAsOnTheGeneralPath() {
        let overflow = same("""
            func grow(_ n: Int) -> Int { n * 1_000_000_000_000 }
            print(grow(3))
            print(grow(30_000_000))
            """, compiled: ["grow"])
        #expect(overflow.output == "3000000000000\n")
        #expect(overflow.error?.contains("arithmetic overflow") == true)
        let zero = same("""
            func ratio(_ a: Int, _ b: Int) -> Int { a / b }
            print(ratio(7, 0))
            """, compiled: ["ratio"])
        #expect(zero.error?.contains("tier.swift:1:41") == true)
        let negated = same("""
            func negate(_ n: Int) -> Int { -n }
            print(negate(Int.min))
            """, compiled: ["negate"])
        #expect(negated.error?.contains("arithmetic overflow") == true)
        let range = same("""
            func count(_ a: Int, _ b: Int) -> Int {
                var c = 0
                for _ in a...b { c += 1 }
                return c
            }
            print(count(1, 3))
            print(count(5, 1))
            """, compiled: ["count"])
        #expect(range.output == "3\n")
        #expect(range.error != nil)
    }

    @Test func budgetsStopTheTierWhereTheyStopTheGeneralPath() {
        let deep = same("""
            func down(_ n: Int) -> Int { down(n + 1) + 1 }
            print(down(0))
            """, compiled: ["down"])
        #expect(deep.error?.contains("'down'") == true)
        var limits = Budget.Limits.standard
        limits.steps = 5_000
        let long = same("""
            func spin(_ n: Int) -> Int {
                var total = 0
                var i = 0
                while i < n {
                    total += i % 7
                    i += 1
                }
                return total
            }
            print(spin(10))
            print(spin(100_000))
            """, compiled: ["spin"], budget: limits)
        #expect(long.output == "24\n")
        #expect(long.error?.contains("5,000") == true || long.error?.contains("5000") == true)
    }

    /// A function compiled again when the global functions change: refused while a call's
    /// function is missing, compiled once it is declared.
    @Test func aFunctionIsWorkedOutAgainWhenTheREPLDeclaresAnother() {
        func inputs(tier: Bool) -> String {
            var printed = ""
            let session = Session(output: { printed += $0 })
            session.interpreter.usesNumericTier = tier
            for (k, input) in ["func f(_ n: Int) -> Int { g(n) * 2 }", "print(f(1))", "func g(_ n: Int) -> Int { n + 1 }", "print(f(1))"].enumerated() {
                do { _ = try session.runInput(input, fileName: "\(k).swift") } catch { printed += "error\n" }
            }
            return printed
        }
        #expect(inputs(tier: true) == "error\n4\n")
        #expect(inputs(tier: false) == "error\n4\n")
    }

    /// Frames past the numeric stack's end (a million words) are allocated on their own: 30,000
    /// calls of 37 words each.
    @Test func aRecursionPastTheNumericStackStillRuns() {
        let lets = (0..<3).map { line in
            "    let " + (0..<12).map { k in "v\(line * 12 + k) = \(line * 12 + k == 0 ? "n" : "v\(line * 12 + k - 1)") + 1" }.joined(separator: ", ")
        }.joined(separator: "\n")
        let source = "func deep(_ n: Int) -> Int {\n\(lets)\n    if n == 0 { return v35 - 36 }\n    return deep(n - 1) + 1\n}\nprint(deep(30_000))\n"
        var limits = Budget.Limits.standard
        limits.depth = 100_000
        limits.seconds = 60
        let r = runWithTier(source, tier: true, limits: limits)
        #expect(r.error == nil)
        #expect(r.output == "30000\n")
        guard case .user(let u)? = r.session.interpreter.globals.functions(named: "deep").first?.kind, case .compiled(let n) = u.numeric else {
            Issue.record("deep has no numeric form")
            return
        }
        #expect(n.slotCount == 37)
    }
}
