import Testing
@testable import ViewlabLanguage

/// Arithmetic of names and literals run in one go (`ArithmeticIsland`): the general path's values,
/// errors and steps, checked by running each program with it and without it.
@Suite struct ArithmeticIslandTests {
    @Test func intsAndDoublesAtTheTopLevelAndInClosures() {
        let source = """
            var hits = 0, sum = 0, area = 0.0
            let width = 2.5
            for i in 0..<200 {
                if i % 50 == 49 { hits += 1 }
                if (i + 1) * 3 > 590 || i / 7 == 2 { hits += 10 }
                sum += i % 7 + 2 * i - (i - 1) / 2
                area += width * 2 + (width - 1) / 4
            }
            let evens = (1...20).filter { $0 % 2 == 0 }.map { $0 * $0 - 1 }
            let halves = [1.5, 2.0, 3.25].map { $0 / 2 + 1 }
            print(hits, sum, area, evens.count, evens.last!, halves, 1 / 2 < width, width > 1 / 2)
            """
        let run = sameWithTier(source)
        #expect(run.output == "114 30593 1075.0 10 399 [1.75, 2.0, 2.625] true true\n")
    }

    @Test func errorsAreTheGeneralPaths() {
        let overflow = sameWithTier("""
            var n = Int.max - 2
            for k in 0..<5 { print(n + k) }
            """)
        #expect(overflow.output == "9223372036854775805\n9223372036854775806\n9223372036854775807\n")
        #expect(overflow.error?.contains("tier.swift:2:24") == true)
        let zero = sameWithTier("""
            var d = 3
            for k in 0..<5 { d -= 1; print(k / d) }
            """)
        #expect(zero.output == "0\n1\n")
        #expect(zero.error?.contains("division by zero") == true)
        // `%` has no Double form: the general path says so. An Int beside a Double (which Swift
        // refuses) is left to the general path, whatever it makes of it.
        #expect(sameWithTier("let x = 2.5\nprint(x % 2)").error != nil)
        _ = sameWithTier("let a = 2, b = 0.5\nprint(a * b, b * a)")
    }

    @Test func theShortFormsOverflowWhereTheGeneralPathDoes() {
        // `n + 2` (a name, an operator, a literal) and `n * 2 - 1`, `n % 4 == 2` (that, then another
        // operator and literal) run from their operators and literals: the same values, and the
        // general path's overflow at the same place.
        let one = sameWithTier("""
            var n = Int.max - 3
            for k in 0..<5 { n += 1; print(n + 2) }
            """)
        #expect(one.output == "9223372036854775807\n")
        #expect(one.error?.contains("tier.swift:2:32") == true)
        let two = sameWithTier("""
            var n = Int.max / 2 - 1
            for _ in 0..<3 { print(n * 2 - 1, n % 4 == 2); n += 1 }
            """)
        #expect(two.output == "9223372036854775803 true\n9223372036854775805 false\n")
        #expect(two.error?.contains("tier.swift:2:24") == true)
    }

    @Test func membersFunctionsAndOtherTypesGoTheGeneralWay() {
        let source = """
            struct Grid {
                var columns = 3
                func cell(_ k: Int) -> Int { k % columns + k / columns * 10 }
            }
            let count = 4
            let word = "ab", rows = 2
            print(Grid().cell(7), count * 2 + 1, word + "c", rows * count == 8, [1, 2] + [3])
            """
        #expect(sameWithTier(source).output == "21 9 abc true [1, 2, 3]\n")
    }

    @Test func stepsRunOutWhereTheGeneralPathStops() {
        // Every step limit near the loop's end: the island counts its steps at once only where the
        // general path would check none of them.
        let source = "var t = 0, i = 0\nwhile i < 2_000 { if i % 3 == 1 { t += i * 2 - 1 }; i += 1 }\nprint(t)"
        for limit in Array(1_000...1_012) + Array(4_090...4_102) {
            let run = sameWithTier(source, limits: Budget.Limits(steps: limit, depth: 1_000, memory: 64 << 20, seconds: 10))
            #expect(run.error?.contains("step") == true)
        }
    }
}
