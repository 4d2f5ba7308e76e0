import Testing
import ViewlabPresentation

/// The course's Markdown read in a terminal: no marks left when piped, decoration on a colour one.
@Suite struct TerminalMarkdownTests {
    let plain = TerminalMarkdown(style: .plain) { $0.hasSuffix(".md") ? "`viewlab lesson \($0.dropLast(3))`" : nil }

    @Test func emphasisAndLinksLoseTheirMarks() {
        #expect(plain.render("A parent *proposes*; **Your job:** see [Lesson 11](11-animations.md) or [the task](../Exercises/x/README)")
                == "A parent proposes; Your job: see Lesson 11 (`viewlab lesson 11-animations`) or the task")
    }

    @Test func arithmeticAndCodeKeepTheirStars() {
        #expect(plain.render("2 * 3 * 4 and `a * b` and `**x**`") == "2 * 3 * 4 and `a * b` and `**x**`")
        #expect(plain.render(#"an escaped \* star"#) == "an escaped * star")
        #expect(plain.render("snake*case*word but 涂成蓝色，*然后*才") == "snake*case*word but 涂成蓝色，然后才")
    }

    @Test func blocks() {
        let markdown = "## Steps\n- one\n  - two\n> quoted\n```swift\nText(\"a\")\n\n    .bold()\n```\nafter"
        #expect(plain.render(markdown) == "Steps\n• one\n  • two\n│ quoted\n    Text(\"a\")\n\n        .bold()\nafter")
        let ascii = TerminalMarkdown(style: OutputStyle(ascii: true))
        #expect(ascii.render("- one\n> q") == "- one\n| q")
    }

    @Test func tablesAlignByDisplayWidth() {
        let markdown = "| t (s) | 值 |\n|---|---:|\n| 0.25 | `37.81` |\n| 1.00 | 进度完成 |"
        #expect(plain.render(markdown) == "t (s)  值\n─────  ────────\n0.25   `37.81`\n1.00   进度完成")
    }

    @Test func colourDecoratesOnlyOnATerminal() {
        let colour = TerminalMarkdown(style: OutputStyle(color: true))
        #expect(colour.render("*a* **b** `c`") == "\u{1B}[3ma\u{1B}[0m \u{1B}[1mb\u{1B}[0m \u{1B}[36m`c`\u{1B}[0m")
        #expect(colour.render("# Title") == "\u{1B}[1mTitle\u{1B}[0m")
    }
}
