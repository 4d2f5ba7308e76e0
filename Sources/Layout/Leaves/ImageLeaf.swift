import ViewlabModel

/// `Image` (B1497–1501). A plain image reports its natural size whatever it is proposed; a
/// `.resizable()` one (not a separate node, B1687) accepts any proposal, and a nil dimension gives
/// the natural size (B1694). ∞ is accepted (NIS). Sizes come from the image registry.
final class ImageLeaf: LayoutAlgorithm {
    let image: ImageValue
    let natural: Size

    init(image: ImageValue, natural: Size) { self.image = image; self.natural = natural }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        guard image.isResizable else {
            context.because(Message.imageFixed.filled(["\(natural)"]))
            return natural
        }
        let size = proposal.replacingUnspecifiedDimensions(by: natural)
        context.because(proposal.width == nil && proposal.height == nil ? Message.imageIdeal.filled(["\(natural)"]) : Message.resizableAccepts.filled([]))
        return size
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { !image.isResizable }
}
