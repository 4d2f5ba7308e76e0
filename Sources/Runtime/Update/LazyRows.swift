import ViewlabLayout
import ViewlabModel

/// Which rows a lazy container (a `LazyVStack` or lazy grid in a scroll view, a `List`) has made,
/// and which of them are on screen. SwiftUI makes a lazy row when it first comes on screen and
/// keeps its node when it scrolls away; it appears again each time it comes back (TiS L267–275,
/// view-trees-state.md cases 16–17). The rows SwiftUI makes ahead of the screen are not modelled
/// (not in source: how many depends on the device).
struct LazyWindow: Equatable {
    /// The first `made` rows have been made.
    var made: Int
    /// The positions of the rows on screen.
    var visible: Set<Int>

    /// Before any layout: the first row, which the layout measures to see how many fit.
    static let first = LazyWindow(made: 1, visible: [0])
}

/// A lazy container's rows as one walk found them.
struct LazyRows {
    let path: ViewPath
    /// The axis the rows follow.
    let axis: Axis
    /// The window the walk made rows for.
    let window: LazyWindow
    /// How many rows the content has, made or not.
    var count = 0
    /// The made rows' keys, as the layout names the elements each makes (`id(3)`, `1.id(3)`).
    var keys: [String] = []
    /// The keys of the rows not made yet, which `scrollTo` can scroll to.
    var unmade: [String] = []
}

/// A scroll view (or a List) in the tree, for `scroll` events to find.
struct ScrollViewEntry {
    let path: ViewPath
    let axis: Axis
    /// The accessibility identifiers on it and around it.
    let identifiers: [String]
    /// A `.scrollPosition(id:)` on it: the binding, the rows whose ids it takes (by their ids as
    /// `print` shows them, in order), and the node that remembers the id last scrolled to.
    var position: (binding: ScrollPosition, rows: [(id: String, value: any LearnerValue)], holder: RenderNode)?
}

extension LazyRows {
    /// The window this container needs, read from a layout of the walk's tree: the rows whose
    /// frames meet the scroll view's visible area at `offset`, and enough rows made to reach the end
    /// of that area (estimated from the distance between made rows, then measured again).
    /// The offset is along `scrollAxis`; once every row is made, it stops where the content ends,
    /// as a scroll view does.
    func window(in result: LayoutResult, at index: Int, scrollView: Int, scrollAxis: Axis, offset: Double) -> LazyWindow {
        let start = axis == .vertical ? \Rect.minY : \Rect.minX, end = axis == .vertical ? \Rect.maxY : \Rect.maxX
        var area = result.nodes[scrollView].frame
        var shift = offset
        if window.made >= count {
            let scrollEnd = scrollAxis == .vertical ? \Rect.maxY : \Rect.maxX
            let contentEnd = children(of: scrollView, in: result).map { result.nodes[$0].frame[keyPath: scrollEnd] }.max() ?? 0
            shift = min(offset, max(0, contentEnd - area[keyPath: scrollEnd]))
        }
        if scrollAxis == .vertical { area.origin.y += shift } else { area.origin.x += shift }
        let children = children(of: index, in: result)
        var visible = Set<Int>()
        var rowFrames: [Rect] = []
        for (position, key) in keys.enumerated() {
            let frames = children.map { result.nodes[$0] }
                .filter { key.isEmpty || $0.identity == key || $0.identity.hasPrefix(key + ".") }.map(\.frame)
            guard let first = frames.first else { continue }
            let frame = frames.dropFirst().reduce(first) { $0.union($1) }
            rowFrames.append(frame)
            if frame.intersectsOpenly(area) { visible.insert(position) }
        }
        var made = window.made
        if made < count, !rowFrames.isEmpty {
            // The rows made, in lines along the axis: a stack's rows one a line, a grid's cells side
            // by side in a line (they overlap along the axis).
            var lines: [(start: Double, end: Double, count: Int)] = []
            for frame in rowFrames {
                if let last = lines.last, frame[keyPath: start] < last.end - 0.5 {
                    lines[lines.count - 1].end = max(last.end, frame[keyPath: end])
                    lines[lines.count - 1].count += 1
                } else {
                    lines.append((frame[keyPath: start], frame[keyPath: end], 1))
                }
            }
            if lines.count == 1 {
                // A second line measures the distance from one line to the next, spacing included:
                // make rows until there is one (a grid's line may hold many).
                if lines[0].end < area[keyPath: end] { made = min(count, made + made) }
            } else {
                let pitch = (lines[lines.count - 1].start - lines[0].start) / Double(lines.count - 1)
                let next = lines[lines.count - 1].start + pitch
                let perLine = lines[0].count
                // The lines that would start before the area ends, each full (the last one made too).
                let missing = pitch > 0 && next < area[keyPath: end] ? Int(((area[keyPath: end] - next) / pitch).rounded(.down)) + 1 : 0
                made = min(count, max(made, (lines.count + missing) * perLine))
            }
        }
        return LazyWindow(made: made, visible: visible)
    }
}

private func children(of index: Int, in result: LayoutResult) -> [Int] {
    (index + 1..<result.nodes[index].subtreeEnd).filter { result.nodes[$0].parent == index }
}

private extension Rect {
    func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// Overlaps with an area of its own: a row that only touches the screen's edge is not on it.
    func intersectsOpenly(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
