import ViewlabModel

/// `Spacer` (B1509–1529). Its length along a stack's axis is max(proposal ?? −∞, minLength)
/// (ext, spec §2.1), and 0 across it; outside a stack both axes follow that rule. The default
/// minimum is 8 (spec §7, resolving B1509 against B1527). Its layout priority is −∞ (ext), set on
/// its node, so stacks size it last.
final class SpacerLeaf: LayoutAlgorithm {
    let minLength: Double
    /// The enclosing stack's axis, nil outside stacks.
    let axis: Axis?

    init(minLength: Double, axis: Axis?) { self.minLength = minLength; self.axis = axis }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        func length(_ p: Double?) -> Double { max(p ?? -.infinity, minLength) }
        guard let axis else {
            context.because(Message.spacerBothAxes.filled([formatNumber(minLength)]))
            return Size(width: length(proposal.width), height: length(proposal.height))
        }
        context.because(Message.spacerInStack.filled([formatNumber(minLength)]))
        return Size(axis, main: length(proposal[axis]), cross: 0)
    }
}
