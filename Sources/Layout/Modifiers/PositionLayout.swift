import ViewlabModel

/// `position(x:y:)` (A201–208, by example only): takes the whole proposal (NIS; an unspecified
/// dimension takes the child's) and puts the child's centre at (x, y).
///
///     Rectangle().frame(width: 100, height: 50).position(x: 80, y: 55).frame(width: 130, height: 80):
///     the rectangle goes to (30, 30)   (A201–208)
final class PositionLayout: SingleChildModifier {
    let x: Double, y: Double

    init(x: Double, y: Double) { self.x = x; self.y = y }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let child = try context.size(of: children[0], proposal, because: Message.passesProposalOn.filled([]))
        context.because(Message.takesWholeProposal.filled([]))
        return proposal.replacingUnspecifiedDimensions(by: child)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let child = try context.size(of: children[0], proposal)
        let origin = Point(x: x - child.width / 2, y: y - child.height / 2)
        return [Placement(child: children[0], origin: origin, proposal: proposal,
                          reason: context.isTracing ? Message.positionCentre.filled(["(\(formatNumber(x)), \(formatNumber(y)))", "\(origin)"]) : .empty)]
    }
}
