import Testing
import ViewlabLayout
import ViewlabModel

/// A `Text` of a string literal shows its Markdown styled, so its markers are neither measured nor
/// drawn; `Text(verbatim:)` and a `String` variable keep them.
struct TextMarkdownTests {
    @Test func markersAreRemovedFromLiteralsOnly() {
        #expect(InlineMarkdown.plainText(of: "**Bold** and _it_") == "Bold and it")
        #expect(InlineMarkdown.plainText(of: "See [Apple](https://apple.com), `a*b`") == "See Apple, a*b")
        #expect(InlineMarkdown.plainText(of: "snake_case_name 2 * 3 * 4") == "snake_case_name 2 * 3 * 4")
        #expect(InlineMarkdown.plainText(of: "~~old~~ \\*star\\*") == "old *star*")
        #expect(InlineMarkdown.plainText(of: "** not bold**") == "** not bold**")
    }

    @Test func aLiteralIsMeasuredWithoutItsMarkers() throws {
        // viewlab-17: upper 9, lower 6 (spec layout.md §5): "Bold" is 9 + 3 × 6 = 27.
        let result = try LayoutTree(try root("""
            struct ContentView: View {
                let raw = "**Bold**"
                var body: some View { VStack { Text("**Bold**"); Text(verbatim: "**Bold**"); Text(raw) } }
            }
            """)).layout(in: ProposedViewSize(width: 320, height: 480))
        let widths = result.nodes.filter { $0.node.kind == "Text" }.map(\.frame.width)
        #expect(widths == [27, 51, 51])
        #expect(result.nodes.filter { $0.node.kind == "Text" }.map(\.label).first == "Text(\"**Bold**\")")
    }
}

/// `Text + Text` is one Text, named with its parts as written; `Menu(_:systemImage:)` is a Label's title and icon.
struct TextConcatenationTests {
    @Test func partsKeepTheirModifiersInTheName() throws {
        let result = try LayoutTree(try root("""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Total: ").foregroundStyle(.secondary) + Text("$42").bold()
                        Menu("Options", systemImage: "ellipsis.circle") { Button("Pin") {} }
                    }
                }
            }
            """)).layout(in: ProposedViewSize(width: 320, height: 480))
        let labels = result.nodes.map(\.label)
        #expect(labels.contains(#"Text("Total: ").foregroundStyle(.secondary) + Text("$42").bold()"#))
        #expect(labels.contains(#"Image(systemName: "ellipsis.circle")"#))
    }
}
