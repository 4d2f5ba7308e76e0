import ViewlabModel

/// List (B1894–1896): accepts the proposal and proposes width×nil to its rows. The real List
/// estimates its height lazily; the simulator measures every row and stacks them top down,
/// leading-aligned (NIS). An unspecified proposal takes the rows' extent.
final class ListLayout: LayoutAlgorithm {
    private func rows(_ p: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> [Size] {
        try children.map {
            try context.size(of: $0, ProposedViewSize(width: p.width, height: nil), because: "width×nil to each row (B1896)")
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let sizes = try rows(proposal, children: children, context: context)
        context.because("accepts the proposal (B1894)")
        return Size(width: proposal.width ?? sizes.map(\.width).max() ?? 0,
                    height: proposal.height ?? sizes.reduce(0) { $0 + $1.height })
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let sizes = try rows(proposal, children: children, context: context)
        var y = 0.0
        return zip(children, sizes).map { child, rowSize in
            defer { y += rowSize.height }
            return Placement(child: child, origin: Point(x: 0, y: y), proposal: ProposedViewSize(width: proposal.width, height: nil),
                             reason: context.isTracing ? "row at y = \(formatNumber(y))" : "")
        }
    }
}
