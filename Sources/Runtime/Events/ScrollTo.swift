import ViewlabLayout
import ViewlabModel

/// A `proxy.scrollTo(id, anchor:)` waiting for the pass after the action that called it.
struct ScrollRequest {
    /// The view's id as `print` shows it: what a ForEach row's or an `.id(_:)`'s identity holds.
    let id: String
    let anchor: UnitPoint?
    /// `scrollTo` (a proxy's call) or `scrollPosition` (a binding set), for the report.
    var cause = "scrollTo"
    /// Passes left to make the lazy rows before it, when it is not made yet.
    var tries = RenderTree.walkLimit
}

extension RenderTree {
    /// Scrolls the scroll view around each requested view so that it shows: with an anchor, that
    /// point of the view at the same point of the visible area; without one, by as little as shows
    /// the whole view (Apple's documentation of `ScrollViewProxy.scrollTo(_:anchor:)`), within the
    /// content. A lazy row not made yet is reached by scrolling to the end of the rows made, a pass
    /// at a time (viewlab's model: a device jumps there, making only the rows it shows). Returns the
    /// scroll views to walk again; an id no view has is forgotten (as on iOS).
    func scrolledToRequests() throws -> [ViewPath] {
        let result = try untracedLayout(of: resolved)
        var scrolled: [ViewPath] = []
        var waiting: [ScrollRequest] = []
        for var request in pendingScrolls {
            guard let (entry, index) = scrollView(around: request.id, in: result) else {
                // A lazy row not made yet: the end of the rows made so far, then look again.
                if request.tries > 0, let (entry, index) = lazyScrollView(making: request.id, in: result) {
                    request.tries -= 1
                    scrollOffsets[entry.path] = contentLength(of: index, entry.axis, in: result)
                    scrolled.append(entry.path)
                    waiting.append(request)
                }
                continue
            }
            let offset = self.offset(to: request, in: entry, at: index.scrollView, target: index.target, result)
            scrollOffsets[entry.path] = offset
            record.scrolls.append(ScrollRecord(path: entry.path, id: request.id, offset: offset, cause: request.cause))
            scrolled.append(entry.path)
        }
        pendingScrolls = waiting
        return scrolled
    }

    /// The innermost scroll view holding a view identified by `id`, and the two nodes' indices.
    private func scrollView(around id: String, in result: LayoutResult) -> (ScrollViewEntry, (scrollView: Int, target: Int))? {
        let token = "id(\(id))"
        let entries = Dictionary(scrollViews.map { ($0.path.description, $0) }, uniquingKeysWith: { a, _ in a })
        var scrollAncestor: [Int: Int] = [:]
        for (i, node) in result.nodes.enumerated() {
            if let path = node.node.renderPath, entries[path] != nil { scrollAncestor[i] = i }
            else if let parent = node.parent, let s = scrollAncestor[parent] { scrollAncestor[i] = s }
            guard let s = scrollAncestor[i], s != i, identifies(node.identity, token) else { continue }
            return (entries[result.nodes[s].node.renderPath!]!, (s, i))
        }
        return nil
    }

    /// The scroll view around the lazy container with a row not made yet identified by `id`.
    private func lazyScrollView(making id: String, in result: LayoutResult) -> (ScrollViewEntry, Int)? {
        let token = "id(\(id))"
        guard let container = unmadeRows.first(where: { $0.keys.contains { identifies($0, token) } })?.container,
              let entry = scrollViews.filter({ $0.path.contains(container) }).last,
              let index = result.nodes.firstIndex(where: { $0.node.renderPath == entry.path.description }) else { return nil }
        return (entry, index)
    }

    /// Whether an element's identity (`0.id(3).if`) holds the step `id(3)`.
    func identifies(_ identity: String, _ token: String) -> Bool {
        identity == token || identity.hasPrefix(token + ".") || identity.hasSuffix("." + token) || identity.contains("." + token + ".")
    }

    private func hasLazyRows(_ entry: ScrollViewEntry) -> Bool {
        lazyWindows.keys.contains { entry.path.contains($0) && $0 != entry.path }
    }

    /// How far the content of the scroll view at `index` reaches along `axis`, from its start.
    private func contentLength(of index: Int, _ axis: Axis, in result: LayoutResult) -> Double {
        let area = result.nodes[index].frame
        let ends = (index + 1..<result.nodes[index].subtreeEnd).map { axis == .vertical ? result.nodes[$0].frame.maxY : result.nodes[$0].frame.maxX }
        return max(0, (ends.max() ?? 0) - (axis == .vertical ? area.minY : area.minX))
    }

    private func offset(to request: ScrollRequest, in entry: ScrollViewEntry, at scrollView: Int, target: Int, _ result: LayoutResult) -> Double {
        let axis = entry.axis
        let area = result.nodes[scrollView].frame, frame = result.nodes[target].frame
        let start = axis == .vertical ? frame.minY - area.minY : frame.minX - area.minX
        let length = axis == .vertical ? frame.height : frame.width
        let visible = axis == .vertical ? area.height : area.width
        let current = scrollOffsets[entry.path] ?? 0
        var offset: Double
        if let anchor = request.anchor {
            let unit = axis == .vertical ? anchor.y : anchor.x
            offset = start + unit * length - unit * visible
        } else if start < current {
            offset = start
        } else if start + length > current + visible {
            offset = start + length - visible
        } else {
            offset = current
        }
        // Within the content: no further than where its end meets the visible area's (for lazy
        // rows, the container's window stops there once every row is made).
        if !hasLazyRows(entry) { offset = min(offset, max(0, contentLength(of: scrollView, axis, in: result) - visible)) }
        return max(0, offset)
    }
}
