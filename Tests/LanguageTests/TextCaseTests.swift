import Testing
import ViewlabLayout
import ViewlabModel

/// `.textCase(_:)` changes the letters a Text is measured and drawn with; a grouped List's section
/// headers are in capitals through iOS 18 unless a `.textCase` above says otherwise.
struct TextCaseTests {
    private func widths(_ source: String) throws -> [String: Double] {
        let result = try LayoutTree(try root(source)).layout(in: ProposedViewSize(width: 320, height: 480))
        var widths: [String: Double] = [:]
        for placed in result.nodes where placed.node.kind == "Text" { widths[placed.node.label] = placed.frame.width }
        return widths
    }

    @Test func aTextIsMeasuredInItsCase() throws {
        // viewlab-17: upper 9, lower 6 (spec layout.md §5).
        let w = try widths("""
            struct ContentView: View {
                var body: some View {
                    VStack { Text("abc").textCase(.uppercase); Text("ABC").textCase(.lowercase); Text("Abc") }
                }
            }
            """)
        #expect(w["Text(\"abc\")"] == 27)
        #expect(w["Text(\"ABC\")"] == 18)
        #expect(w["Text(\"Abc\")"] == 21)
    }

    @Test func groupedHeadersAreInCapitalsUnlessTextCaseSaysOtherwise() throws {
        let grouped = try widths("""
            struct ContentView: View {
                var body: some View { List { Section("abc") { Text("row") } } }
            }
            """)
        let plain = try widths("""
            struct ContentView: View {
                var body: some View { List { Section("abc") { Text("row") } }.listStyle(.plain) }
            }
            """)
        let undone = try widths("""
            struct ContentView: View {
                var body: some View { List { Section("abc") { Text("row") } }.textCase(nil) }
            }
            """)
        // The header's footnote size scales the metric: capitals are wider than small letters.
        #expect(grouped["Text(\"abc\")"]! > plain["Text(\"abc\")"]!)
        #expect(undone["Text(\"abc\")"] == plain["Text(\"abc\")"])
    }
}
