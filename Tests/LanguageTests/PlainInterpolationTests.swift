import Testing
@testable import ViewlabLanguage

/// String literals whose interpolations are one plain value each (`PlainInterpolation`): the text
/// `print` would show of each value, and the memory budget checked at the value that grows the string.
@Suite struct PlainInterpolationTests {
    @Test func eachValueIsDescribedAsPrintShowsIt() {
        let source = """
            struct Point { var x = 1, y = 2.5 }
            let n = 7, name = "ab", flags = [true, false]
            let words: [String: Int] = ["one": 1]
            print("k\\(n % 5)-\\(name)|\\(flags) \\(Point()) \\(words)\\(n * 2)!")
            """
        #expect(run(source).output == "k2-ab|[true, false] Point(x: 1, y: 2.5) [\"one\": 1]14!\n")
    }

    @Test func theBudgetStopsTheStringAtTheValueThatGrowsIt() throws {
        var limits = Budget.Limits.standard
        limits.memory = 1 << 20
        let budget = Budget(limits)
        budget.watchesResidentMemory = false
        let d = try #require(run("var s = \"x\"\nwhile true { s = \"\\(s)\\(s)\" }", budget: budget).error)
        #expect(d.message == "stopped: this string would grow to 2 MiB, past the memory budget of 1 MiB")
        #expect(d.position == SourcePosition(line: 2, column: 23))
    }
}
