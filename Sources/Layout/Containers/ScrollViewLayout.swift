import ViewlabModel

/// ScrollView (B1848–1869): proposes nil along its scroll axes and passes the others through
/// (B1852); it is as big as the proposal along the scroll axis and as big as its content across
/// it (B1850). Several children form an implicit VStack whatever the direction (B1863). The
/// content is placed at the top-leading corner, not centred (B1890).
///
///     ScrollView { Rectangle() } at 320×480: the rectangle is proposed 320×nil and is 320×10
///     (B1869); the ScrollView is 320×480.
final class ScrollViewLayout: LayoutAlgorithm {
    let axes: Set<Axis>
    /// What `containerRelativeFrame` inside measures: this scroll view's proposal.
    let container: RelativeContainer?
    /// The implicit VStack around several children (B1863).
    private let content = StackLayout(axis: .vertical, alignment: .horizontalCenter, spacing: nil)
    /// How far the content is scrolled along the scroll axis: it is placed that much further up
    /// (or left), as UIScrollView's `contentOffset` moves it.
    let offset: Double

    init(axes: Set<Axis>, container: RelativeContainer? = nil, offset: Double = 0) {
        self.axes = axes; self.container = container; self.offset = offset
    }

    /// The point the content starts at: (0, 0), less the scroll along the scroll axis.
    private var contentOrigin: Point {
        axes == [.horizontal] ? Point(x: -offset, y: 0) : Point(x: 0, y: -offset)
    }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    private func contentSize(_ p: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        if children.count == 1 {
            return try context.size(of: children[0], contentProposal(p), because: Message.scrollNilAxis.filled([]))
        }
        return try content.sizeThatFits(contentProposal(p), children: children, context: context)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        container?.proposal = proposal
        let c = try contentSize(proposal, children: children, context: context)
        func length(_ axis: Axis) -> Double {
            axes.contains(axis) ? (proposal[axis] ?? c[axis]) : c[axis]
        }
        context.because(Message.scrollReports.filled([]))
        return Size(width: length(.horizontal), height: length(.vertical))
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        container?.proposal = proposal
        let p = contentProposal(proposal)
        let scrolled = offset == 0 ? Bilingual.empty : Message.scrolledBy.filled([formatNumber(offset)])
        if children.count == 1 {
            return [Placement(child: children[0], origin: contentOrigin, proposal: p,
                              reason: context.isTracing ? Message.scrollContentPlaced.filled(["(\(formatNumber(contentOrigin.x)), \(formatNumber(contentOrigin.y)))"]) + scrolled : .empty)]
        }
        let c = try content.sizeThatFits(p, children: children, context: context)
        return try content.placeChildren(size: c, proposal: p, children: children, context: context).map { placed in
            var moved = placed
            moved.origin = Point(x: placed.origin.x + contentOrigin.x, y: placed.origin.y + contentOrigin.y)
            return moved
        }
    }

    func clearCache() { content.clearCache() }
}
