import Testing
import ViewlabLayout
import ViewlabModel

/// Nesting stays linear: the measure cache means a leaf under deep nesting is measured a bounded
/// number of times (taffy's `tests/hand_written/caching.rs` idea, style-examples.md).
@Suite struct CacheTests {
    /// Alternating stacks around a flexible leaf, each level with a fixed sibling.
    func nest(_ depth: Int, leaf: ViewValue) -> ViewValue {
        var view = leaf
        for level in (1...depth).reversed() {
            let sibling = color("red").frame(width: 10, height: 10)
            view = level % 2 == 1 ? hStack(spacing: 0, sibling, view) : vStack(spacing: 0, sibling, view)
        }
        return view
    }

    func leafMeasurements(_ view: ViewValue, leafKind: String) throws -> Int {
        let tree = LayoutTree(view, options: LayoutOptions(recordsTrace: false))
        _ = try tree.layout(in: proposal(320, 480))
        var node = tree.root
        while let next = node.children.last, node.kind != leafKind { node = next }
        #expect(node.kind == leafKind)
        return node.measureCount
    }

    @Test func fixedLeafUnderHundredLevelsIsMeasuredOnce() throws {
        #expect(try leafMeasurements(nest(100, leaf: color("blue").frame(width: 10, height: 10)), leafKind: "frame") == 1)
    }

    /// A flexible leaf under alternating stacks, each of which probes it with 0 and ∞ and then
    /// re-proposes in placement: the count does not grow with depth (it drops once the nest is
    /// deeper than the 320×480 proposal has room for, as every proposal becomes 0).
    @Test func flexibleLeavesUnderAlternatingStacksStayBounded() throws {
        for depth in [10, 30, 60] {
            #expect(try leafMeasurements(nest(depth, leaf: text("Hi")), leafKind: "Text") == 15, "depth \(depth)")
            #expect(try leafMeasurements(nest(depth, leaf: color("blue")), leafKind: "Color") == 9, "depth \(depth)")
        }
        for depth in [100, 200] {
            #expect(try leafMeasurements(nest(depth, leaf: text("Hi")), leafKind: "Text") == 9, "depth \(depth)")
        }
    }

    @Test func textLeafUnderPaddingsIsMeasuredABoundedNumberOfTimes() throws {
        var view = text("Hello, World!")
        for _ in 0..<100 { view = vStack(view.padding(1)) }
        #expect(try leafMeasurements(view, leafKind: "Text") <= 3)
    }

    @Test func clearedCachesGiveTheSameFrames() throws {
        let tree = LayoutTree(nest(10, leaf: text("Hi")), options: LayoutOptions(recordsTrace: false))
        let first = try tree.layout(in: proposal(320, 480)).nodes.map(\.frame)
        tree.clearCaches()
        #expect(tree.root.measureCount == 0)
        #expect(try tree.layout(in: proposal(320, 480)).nodes.map(\.frame) == first)
    }
}
