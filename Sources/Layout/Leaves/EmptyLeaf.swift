import ViewlabModel

/// `EmptyView`, and what an empty view list lays out as: 0×0 whatever it is proposed (NIS).
final class EmptyLeaf: LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        context.because(Message.emptyView.filled([]))
        return .zero
    }
    func ignoresProposal(children: [LayoutNode]) -> Bool { true }
}
