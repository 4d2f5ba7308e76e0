import ViewlabModel

/// ZStack (B1827–1844, B2012–2042): proposes its own proposal to every child (B1838) and is the
/// union of the aligned frames (B1827, B2024). Each child starts at −guide on both axes; the union
/// U of those frames gives the size, and each child ends at its start − U.min. (The book's
/// "own guide minus child guide" placement, B2039, agrees only while every guide is implicit;
/// A33–43 shows why the union shift is the general rule.) Placement re-proposes the final size
/// (spec §8.1).
///
///     ZStack { Rectangle().frame(width: 50, height: 50); Text("Hello, World!") }:
///     starts (−25, −25) and (−38, −8.5); union (−38, −25) 76×50; rectangle @(13, 0), text @(0, 16.5)
final class ZStackLayout: LayoutAlgorithm {
    let alignment: Alignment

    init(alignment: Alignment) { self.alignment = alignment }

    /// Each child's start (−guide) and size, for one proposal.
    private func starts(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext,
                        why: @autoclosure () -> Bilingual) throws -> [(Dimensions, Point)] {
        try children.map { child in
            let d = try context.dimensions(of: child, proposal, because: why())
            return (d, Point(x: -(try d.guide(alignment.horizontal)), y: -(try d.guide(alignment.vertical))))
        }
    }

    /// The union U of the children's frames at their starts, per axis.
    private func union(_ starts: [(Dimensions, Point)]) -> (x: AlignedExtent, y: AlignedExtent) {
        var x = AlignedExtent(), y = AlignedExtent()
        for (d, start) in starts {
            x.add(start: start.x, length: d.size.width)
            y.add(start: start.y, length: d.size.height)
        }
        return (x, y)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let placed = try starts(proposal, children: children, context: context, why: Message.zstackProposal.filled([]))
        let u = union(placed)
        let size = Size(width: u.x.length, height: u.y.length)
        if context.isTracing {
            for (d, start) in placed { context.note(Message.zstackStart.filled([d.node.label, "\(start)", "\(alignment)"])) }
            context.note(Message.zstackUnion.filled(["\(Point(x: u.x.start, y: u.y.start))", "\(size)"]))
        }
        context.because(Message.unionOfAlignedChildren.filled([]))
        return size
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let placed = try starts(ProposedViewSize(size), children: children, context: context,
                                why: Message.zstackReproposes.filled([]))
        let u = union(placed)
        return placed.map { d, start in
            let origin = Point(x: u.x.position(of: start.x), y: u.y.position(of: start.y))
            let unionOrigin = Point(x: u.x.start, y: u.y.start)
            return Placement(child: d.node, origin: origin, proposal: d.proposal,
                             reason: context.isTracing ? Message.zstackPlaced.filled(["\(start)", "\(unionOrigin)", "\(origin)", "\(alignment)"]) : .empty)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        try propagatedGuide(key, size: size, proposal: proposal, children: children, context: context, algorithm: self)
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { !children.contains { !$0.ignoresProposal } }
}
