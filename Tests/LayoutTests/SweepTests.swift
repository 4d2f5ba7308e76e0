import Testing
import ViewlabLayout
import ViewlabModel

/// The book's proposal sweeps, point by point (cases 3–6 and 10 of spec layout.md §3; B1360–1398,
/// B1578–1589, B1474–1485, B1651–1662). Text is in our units (3', 5'), whose metric reproduces
/// the book's measured strings; the figure units are scaled drawings.
@Suite struct SweepTests {
    func sweep(_ view: ViewValue, _ proposals: [(Double?, Double?)]) throws -> [Size] {
        try LayoutEngine.sweep(view, proposals: proposals.map { proposal($0.0, $0.1) }).map(\.size)
    }

    func expectSweep(_ sizes: [Size], _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sizes.count == expected.count, sourceLocation: sourceLocation)
        for (size, (w, h)) in zip(sizes, expected) { expectSize(size, w, h, sourceLocation: sourceLocation) }
    }

    @Test func case3TextWrapsAndTruncates() throws {
        let sizes = try sweep(text("Hello, World!"), [(25, 50), (50, 50), (76, 50), (200, 50)])
        // At 25 wide "Hello," breaks inside the word; two lines fit in 50, so the rest truncates.
        expectSweep(sizes, [(24, 34), (36, 34), (76, 17), (76, 17)])
    }

    @Test func case4FixedSizeTextIsAlwaysIdeal() throws {
        let sizes = try sweep(text("Hello, World!").fixedSize(), [(25, 50), (50, 50), (100, 50)])
        expectSweep(sizes, [(76, 17), (76, 17), (76, 17)])
    }

    @Test func case5MaxWidthFrameTakesTheProposedWidth() throws {
        let sizes = try sweep(text("Hello, World!").frame(maxWidth: .infinity), [(25, 50), (50, 50), (100, 50), (200, 50)])
        expectSweep(sizes, [(25, 34), (50, 34), (100, 17), (200, 17)])
    }

    @Test func case6BookmarkFitsTwoByThree() throws {
        let sizes = try sweep(bookmark, [(25, 50), (50, 50), (100, 50)])
        expectSweep(sizes, [(25, 37.5), (33.33, 50), (33.33, 50)])
    }

    @Test func case10AspectFit() throws {
        let sizes = try sweep(color("secondary").aspectRatio(4.0 / 3, contentMode: .fit), [(25, 50), (50, 50), (100, 50), (200, 200)])
        expectSweep(sizes, [(25, 18.75), (50, 37.5), (66.67, 50), (200, 150)])
    }
}
