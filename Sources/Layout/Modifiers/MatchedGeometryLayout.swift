import ViewlabModel

/// `.matchedGeometryEffect` (TiS L3814–3846, spec advanced-layout.md §2.10). A source is laid out as
/// its content. A target (`isSource: false`) whose group has a source in the same layout is laid
/// out as the book's mental model says: as if `.frame(width: srcW, height: srcH)` were inserted
/// where the modifier is (the size is only proposed, so a fixed-size view keeps its own, L3844),
/// then drawn moved so that its anchor point lands on the source's (the inserted offset, L3829–3842).
/// Where the sources are comes from a first pass over the whole tree (LayoutTree.layout).
final class MatchedGeometryLayout: LayoutAlgorithm {
    let effect: MatchedGeometry
    /// The sources' frames the first pass found, shared by every node of one tree.
    unowned let table: MatchedGeometryTable

    init(_ effect: MatchedGeometry, table: MatchedGeometryTable) { self.effect = effect; self.table = table }

    /// The source this target is matched to; nil for a source, or a target whose group has none.
    private var source: Rect? { effect.isSource ? nil : table.sources[effect.group] }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let source, effect.matchesSize else { return proposal }
        return ProposedViewSize(width: source.width, height: source.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let child = try context.size(of: children[0], childProposal(proposal),
                                     because: source != nil && effect.matchesSize ? Message.matchedSourceProposal.filled([]) : .empty)
        guard let source, effect.matchesSize else { context.because(Message.childsSize.filled([])); return child }
        context.because(Message.matchedSourceReports.filled([]))
        return source.size
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> [Placement] {
        let p = childProposal(proposal)
        let child = try context.size(of: children[0], p)
        return [Placement(child: children[0], origin: Point(x: (size.width - child.width) / 2, y: (size.height - child.height) / 2),
                          proposal: p, reason: context.isTracing ? Message.matchedCentred.filled([]) : .empty)]
    }

    var mayMoveDrawing: Bool { true }

    /// The offset onto the source: its anchor point minus this view's.
    func drawingTransform(frame: Rect, context: LayoutContext) -> ViewTransform? {
        guard let source, effect.matchesPosition else { return nil }
        let a = effect.anchor
        return ViewTransform(translationX: source.minX + a.x * source.width - (frame.minX + a.x * frame.width),
                             y: source.minY + a.y * source.height - (frame.minY + a.y * frame.height))
    }
}

/// Where each matched geometry group's source is, found by a first layout pass.
final class MatchedGeometryTable {
    var sources: [String: Rect] = [:]
    /// Whether any target was built: only then does layout make a second pass.
    var hasTargets = false
}
