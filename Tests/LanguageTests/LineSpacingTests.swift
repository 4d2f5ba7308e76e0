import Testing
import ViewlabLayout
import ViewlabModel

/// `.lineSpacing(s)` puts s points between a text's lines: n lines are n × 17 + (n − 1) × s tall in
/// viewlab-17 (spec layout.md §5), and a height fits as many lines as their spacing allows.
struct LineSpacingTests {
    private func height(_ modifiers: String, proposal: ProposedViewSize) throws -> Double {
        let result = try LayoutTree(try root("""
            #Preview { Text("one two three four five six seven eight nine ten eleven twelve")\(modifiers) }
            """)).layout(in: proposal)
        return try #require(result.nodes.first { $0.node.kind == "Text" }).frame.height
    }

    @Test func linesAreSpacedApart() throws {
        #expect(try height("", proposal: ProposedViewSize(width: 100, height: 480)) == 68)
        #expect(try height(".lineSpacing(4)", proposal: ProposedViewSize(width: 100, height: 480)) == 80)
        #expect(try height(".lineSpacing(4)", proposal: ProposedViewSize(width: 1000, height: 480)) == 17)
        // 40 points hold two lines 4 apart (38), not three.
        #expect(try height(".lineSpacing(4)", proposal: ProposedViewSize(width: 100, height: 40)) == 38)
    }
}
