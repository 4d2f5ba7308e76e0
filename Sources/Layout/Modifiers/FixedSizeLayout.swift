import ViewlabModel

/// `fixedSize(horizontal:vertical:)` (B1383, B1736; A390–433): proposes nil on the chosen axes,
/// so the child becomes its ideal size there, passes the other axes through, and reports the
/// child's size even when it overflows the proposal (B1400, B1738–1741).
///
///     Text("Hello, World!").fixedSize() at 25×50: 76×17, whatever the proposal
final class FixedSizeLayout: SingleChildModifier {
    let horizontal: Bool, vertical: Bool

    init(horizontal: Bool, vertical: Bool) { self.horizontal = horizontal; self.vertical = vertical }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let child = try context.size(of: children[0], inner(proposal), because: Message.fixedSizeAsksIdeal.filled([]))
        context.because(Message.fixedSizeReports.filled([]))
        return child
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        [Placement(child: children[0], origin: .zero, proposal: inner(proposal), reason: context.isTracing ? Message.sameSize.filled([]) : .empty)]
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { (horizontal && vertical) || children[0].ignoresProposal }
}
