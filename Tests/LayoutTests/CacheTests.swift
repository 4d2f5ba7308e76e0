import Testing
@testable import ViewlabLayout
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
