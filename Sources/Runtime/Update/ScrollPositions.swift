import ViewlabLayout
import ViewlabModel

extension Reconciliation {
    /// `.scrollPosition(id:)`: the scroll view in `content` takes the binding. An id set since the
    /// last walk (by code, or first) scrolls there, as `proxy.scrollTo(id, anchor:)` does (`anchor`,
    /// else the row's top at the top); a change of the binding walks the node again.
    mutating func offerScrollPosition(_ position: ScrollPosition, content: ViewValue, on node: RenderNode) {
        guard let index = scrollViews.firstIndex(where: { node.path.contains($0.path) }) else { return }
        scrollViews[index].position = (position, Self.identifiedRows(content), node)
        let shown = position.shownID()
        node.ownReads.append { position.shownID() != shown }
        guard let shown, shown != node.ui.scrolledTo else { return }
        node.ui.scrolledTo = shown
        tree.pendingScrolls.append(ScrollRequest(id: shown, anchor: position.anchor ?? .topLeading, cause: "scrollPosition"))
    }

    /// The ForEach rows of a scroll view's content, in order, with their ids as values and as `print` shows them.
    private static func identifiedRows(_ view: ViewValue) -> [(id: String, value: any LearnerValue)] {
        switch view {
        case .tuple(let items): return items.flatMap(identifiedRows)
        case .forEach(let f): return f.elements.compactMap { e in e.value.map { (e.id, $0) } }
        case .container(let c): return identifiedRows(c.content)
        case .modified(let content, _), .identified(let content, _, _): return identifiedRows(content)
        case .custom(let c): return identifiedRows(c.body)
        case .optional(let content, let isPresent): return isPresent ? identifiedRows(content) : []
        case .conditional(let a, let b, let isFirst): return identifiedRows(isFirst ? a : b)
        default: return []
        }
    }
}

extension RenderTree {
    /// After a `scroll`: the binding of the scroll view's `.scrollPosition(id:)` takes the id of the
    /// first row still shown (its far edge past the visible area's start). Returns whether it changed.
    func reportScrollPosition(of path: ViewPath) throws -> Bool {
        guard let entry = scrollViews.first(where: { $0.path == path }), let (binding, rows, holder) = entry.position else { return false }
        let result = try untracedLayout(of: resolved)
        guard let area = result.nodes.firstIndex(where: { $0.node.renderPath == path.description }) else { return false }
        let start = entry.axis == .vertical ? result.nodes[area].frame.minY : result.nodes[area].frame.minX
        let offset = scrollOffsets[path] ?? 0
        let inside = result.nodes[(area + 1)..<result.nodes[area].subtreeEnd]
        for row in rows {
            let token = "id(\(row.id))"
            guard let node = inside.first(where: { identifies($0.identity, token) }) else { continue }
            let end = entry.axis == .vertical ? node.frame.maxY : node.frame.maxX
            guard end - start > offset else { continue }
            guard binding.shownID() != row.id else { return false }
            holder.ui.scrolledTo = row.id
            try binding.write(row.value)
            return true
        }
        return false
    }
}
