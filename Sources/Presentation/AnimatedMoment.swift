import ViewlabAnimation
import ViewlabLayout
import ViewlabModel

/// An animated update pass caught at one moment (`render --at SECONDS` after events): the layout
/// after the event, each view the pass animates drawn where the pass's tables have it that many
/// seconds after the pass began — a view that stays at its interpolated frame and opacity, an
/// inserted one under its transition's opacity, offset and scale, and a removed one kept at its old
/// place, going out, until its animation is removed (environment-animation.md §3.4, §3.6: SwiftUI
/// draws a removed view until its transition ends; the layout around it is already the new one).
struct AnimatedMoment {
    /// The pass's two layouts, matched node by node.
    let layout: AnimatedLayout
    /// The layout before the pass, whose removed nodes are drawn as they go.
    let before: LayoutResult
    /// Each changing node's animation, by path; a node without one snaps.
    let animations: [String: Animation]

    /// `final` (the layout after the event) as drawn `seconds` after the pass began.
    func result(_ final: LayoutResult, at seconds: Double) -> LayoutResult {
        let changed = Dictionary(layout.tracks.filter { $0.change != .unchanged }.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var out = final
        for (i, indexed) in AnimatedLayout.index(final).enumerated() {
            guard let track = changed[indexed.path], track.change != .removed, let drawn = drawn(track, at: seconds) else { continue }
            Self.move(&out.nodes[i], from: track.after!, to: drawn.frame)
            if track.opacities != nil { out.nodes[i].fade = drawn.opacity }
            if track.change == .inserted, !isInserted(parentOf: indexed.path, changed), drawn.opacity < 1 {
                out.nodes[i].fade = drawn.opacity * AnimatedLayout.ownOpacity(indexed.node.node.view)
            }
        }
        // The outermost removed nodes, each with its subtree, back under their parents.
        let old = AnimatedLayout.index(before)
        for root in old where changed[root.path]?.change == .removed && changed[parentPath(root.path)]?.change != .removed {
            guard let drawn = drawn(changed[root.path]!, at: seconds), let oldParent = before.nodes[root.index].parent,
                  let parent = AnimatedLayout.index(out).first(where: { $0.path == old[oldParent].path })?.index else { continue }
            var ghost = Array(before.nodes[root.index..<before.nodes[root.index].subtreeEnd])
            for offset in ghost.indices {
                guard let track = changed[old[root.index + offset].path] else { continue }
                if let moment = self.drawn(track, at: seconds) { Self.move(&ghost[offset], from: track.before!, to: moment.frame) } else { ghost[offset].fade = 0 }
            }
            ghost[0].fade = drawn.opacity * AnimatedLayout.ownOpacity(root.node.node.view)
            let position = before.children(of: oldParent).firstIndex(of: root.index) ?? 0
            out = out.inserting(ghost, from: root.index, under: parent, at: position)
        }
        return out
    }

    /// Where the tables draw a changing node at `seconds`: its animation's progress then, or its
    /// end state when it snaps (a removed node then is gone).
    private func drawn(_ track: AnimatedLayout.Track, at seconds: Double) -> AnimatedLayout.Drawn? {
        guard let animation = animations[track.path] else { return layout.drawn(track, progress: 1, ended: true) }
        let end = AnimationCompletionCriteria.removed.completionTime(of: [(animation, 1)])
        return layout.drawn(track, progress: animation.progress(at: seconds), ended: end.map { seconds >= $0 - 1e-9 } ?? false)
    }

    private func isInserted(parentOf path: String, _ changed: [String: AnimatedLayout.Track]) -> Bool {
        changed[parentPath(path)]?.change == .inserted
    }

    private func parentPath(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// Moves a node's drawing from the rectangle `from` to `to`: scaled and translated on top of
    /// what its own effects do (a zero-sized side keeps its scale).
    private static func move(_ node: inout PlacedNode, from: Rect, to: Rect) {
        guard from != to else { return }
        let sx = from.width > 1e-9 ? to.width / from.width : 1, sy = from.height > 1e-9 ? to.height / from.height : 1
        let m = ViewTransform(a: sx, b: 0, c: 0, d: sy, tx: to.minX - sx * from.minX, ty: to.minY - sy * from.minY)
        node.transform = m.concatenating(node.transform)
        node.drawn = m.apply(node.drawn ?? node.frame)
    }
}

extension LayoutResult {
    /// The result with `subtree` (nodes in pre-order, the first the subtree's root, taken from index
    /// `base` of another result) placed under `parent` as its child number `position`.
    func inserting(_ subtree: [PlacedNode], from base: Int, under parent: Int, at position: Int) -> LayoutResult {
        let children = self.children(of: parent)
        let at = position < children.count ? children[position] : nodes[parent].subtreeEnd
        let k = subtree.count
        var out = self
        var moved = subtree
        let depthShift = nodes[parent].depth + 1 - subtree[0].depth
        for i in moved.indices {
            moved[i].parent = i == 0 ? parent : moved[i].parent.map { $0 - base + at }
            moved[i].subtreeEnd = moved[i].subtreeEnd - base + at
            moved[i].depth += depthShift
        }
        var after = Array(nodes[at...])
        for i in after.indices {
            after[i].subtreeEnd += k
            if let p = after[i].parent, p >= at { after[i].parent = p + k }
        }
        out.nodes = Array(nodes[..<at]) + moved + after
        var ancestor: Int? = parent
        while let a = ancestor {
            out.nodes[a].subtreeEnd += k
            ancestor = out.nodes[a].parent
        }
        return out
    }
}
