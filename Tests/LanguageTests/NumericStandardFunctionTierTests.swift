import Testing
@testable import ViewlabLanguage

/// `min`, `max`, `abs` and CGFloat in the numeric tier: the general path's results, errors and steps.
struct NumericStandardFunctionTierTests {
    @Test func minMaxAbsAndCGFloatAreTheGeneralPaths() {
        let source = """
            func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { min(max(x, lo), hi) }
            func spread(_ a: Int, _ b: Int, _ c: Int) -> Int { max(a, b, c) - min(a, b, c) + abs(a - c) }
            func scaled(_ width: CGFloat, _ n: Int) -> CGFloat { CGFloat(n) * abs(width) + max(width, 0) }
            func signs(_ x: Double) -> Double { max(x, 0) + min(-0.0, x) + abs(x) }
            print(clamp(5, 0, 3), clamp(-1, 0, 3), spread(4, -7, 2), scaled(-2.5, 3), signs(-1.5), signs(2))
            """
        let tier = sameWithTier(source)
        #expect(tier.output == "3.0 0.0 13 7.5 0.0 4.0\n")
        for name in ["clamp", "spread", "scaled", "signs"] { #expect(isCompiled(name, in: tier.session), "\(name)") }
    }

    /// Found by the tier's fuzzing: integer literals beside a Double argument are Doubles, as
    /// swiftc 6.3 types them, in the tier and on the general path (top level).
    @Test func literalsBesideADoubleAreDoubles() {
        let source = """
            func g(_ x: Double) -> Double { min(-6 * 2 + 1 / 4, x) + max(3 * 5 * 2 + 1 / 4, x) }
            let x = 2.5
            print(g(x), min(-6 * 2 + 1 / 4, x), max(1 / 4, 0.1), max(1 / 4, 1 / 2), min(7 / 2, x, 9))
            """
        #expect(sameWithTier(source).output == "18.5 -11.75 0.25 0 2.5\n")
    }

    @Test func mathFunctionsAreTheGeneralPaths() {
        let source = """
            func length(_ x: Double, _ y: Double) -> Double { sqrt(x * x + y * y) }
            func angle(_ x: Double, _ y: Double) -> Double { atan2(y, x) * 180 / 3.5 }
            func mixed(_ t: Double) -> Double { floor(pow(2, t)) + round(t) + fmod(t, 1) + hypot(3, 4) + sqrt(16) }
            func growth(_ n: Int) -> Double {
                var total = 0.0
                for k in 0..<n { total += exp(-Double(k)) * log(Double(k) + 1) }
                return trunc(total * 1000)
            }
            func radians(_ degrees: Double) -> Double { degrees * .pi / 180 + Double.pi - CGFloat.pi }
            func unbounded(_ x: Double) -> Bool { x < .infinity && -Double.infinity < x }
            print(length(3, 4), angle(1, 1), mixed(2.5), growth(10), sqrt(-1).isNaN, radians(90), unbounded(1e300))
            """
        let r = sameWithTier(source)
        #expect(r.output == "5.0 40.39190554615448 17.5 521.0 true 1.5707963267948966 true\n")
        for name in ["length", "angle", "mixed", "growth", "radians", "unbounded"] { #expect(isCompiled(name, in: r.session), "\(name)") }
    }

    @Test func intOfADoubleTruncatesOrStopsAsTheGeneralPath() {
        let source = """
            func cells(_ width: Double, _ size: Double) -> Int { Int(width / size) + Int(-2.7) + Int(3) }
            func bucket(_ x: Double) -> Int { Int(x * 10) % 7 }
            print(cells(100, 7.5), bucket(0.93), bucket(-0.55))
            print(bucket(1e300))
            """
        let r = sameWithTier(source)
        #expect(r.output == "14 2 -5\n")
        #expect(r.error == "tier.swift:2:35: error: 1e+301 cannot be converted to Int")
        for name in ["cells", "bucket"] { #expect(isCompiled(name, in: r.session), "\(name)") }
    }

    @Test func absOfIntMinIsTheGeneralPathsError() {
        let source = "func f(_ n: Int) -> Int { abs(n - 1) }\nprint(f(Int.min + 1))"
        #expect(sameWithTier(source).error == "tier.swift:1:27: error: arithmetic overflow")
    }

    @Test func aLearnersOwnMaxKeepsItsMeaning() {
        let source = "func max(_ a: Int, _ b: Int) -> Int { a }\nfunc f(_ n: Int) -> Int { max(n, 9) }\nprint(f(3))"
        let tier = runWithTier(source, tier: true)
        #expect(tier.output == "3\n")
    }
}
