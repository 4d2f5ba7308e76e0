import Testing
@testable import ViewlabCommands

struct InputAccumulatorTests {
    func feed(_ lines: [String]) -> [InputAccumulator.Step] {
        var accumulator = InputAccumulator()
        return lines.map { accumulator.add($0) }
    }

    @Test func aBalancedLineIsComplete() {
        #expect(feed(["Text(\"a\").padding()"]) == [.complete("Text(\"a\").padding()")])
    }

    @Test func anOpenBraceContinuesUntilBalanced() {
        #expect(feed(["VStack {", "  Text(\"a\")", "}"]) == [.needsMore, .needsMore, .complete("VStack {\n  Text(\"a\")\n}")])
    }

    @Test(arguments: [
        "Text(\"{\")", "Text(\"(\\(1 + 2)\")", "let a = 1 // {", "let b = 2 /* ( */", "Text(#\"\\(\"#)", "let c = \"unterminated",
        "let d = [1, 2])",
    ])
    func bracketsInStringsAndCommentsDoNotCount(_ line: String) {
        #expect(BracketScanner.state(of: line) == .finished)
    }

    @Test func openConstructs() {
        #expect(BracketScanner.state(of: "Text(\"\\(min(1,\")") == .openBracket)
        #expect(BracketScanner.state(of: "let s = \"\"\"\nline") == .insideLiteral)
        #expect(BracketScanner.state(of: "/* a /* nested */") == .insideLiteral)
        #expect(BracketScanner.state(of: "let s = \"\"\"\n{\n\"\"\"") == .finished)
    }

    @Test func anIfDirectiveContinuesUntilItsEndif() {
        #expect(feed(["#if os(iOS)", "print(1)", "#else", "print(2)", "#endif"])
            == [.needsMore, .needsMore, .needsMore, .needsMore, .complete("#if os(iOS)\nprint(1)\n#else\nprint(2)\n#endif")])
        #expect(BracketScanner.state(of: "#iffy") == .finished)
    }

    @Test func aBlankLineInsideAMultiLineStringIsContent() {
        #expect(feed(["let s = \"\"\"", "", "a", "\"\"\""]) == [.needsMore, .needsMore, .needsMore, .complete("let s = \"\"\"\n\na\n\"\"\"")])
    }

    /// A pasted view keeps its blank lines (issue 23, item 6); only `:cancel` abandons.
    @Test func aBlankLineKeepsTheInputOpenAndCancelAbandons() {
        #expect(feed(["struct Card: View {", "", "    var body: some View {", "", "        Text(\"a\")", "    }", "}"])
                == [.needsMore, .needsMore, .needsMore, .needsMore, .needsMore, .needsMore,
                    .complete("struct Card: View {\n\n    var body: some View {\n\n        Text(\"a\")\n    }\n}")])
        #expect(feed(["VStack {", "  :cancel", "Text(\"b\")"]) == [.needsMore, .abandoned, .complete("Text(\"b\")")])
    }

    @Test func explicitBlockTakesLinesAsTheyCome() {
        #expect(feed([":{", "let a = 1", "", "let b = (", ":}"]) == [.needsMore, .needsMore, .needsMore, .needsMore, .complete("let a = 1\n\nlet b = (")])
    }

    @Test func cancelReportsContinuation() {
        var accumulator = InputAccumulator()
        _ = accumulator.add("HStack {")
        #expect(accumulator.isContinuing)
        accumulator.cancel()
        #expect(!accumulator.isContinuing)
    }
}
