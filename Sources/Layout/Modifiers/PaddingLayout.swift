import ViewlabModel

/// `padding` (B1537–1544): proposes the proposal minus the insets and reports the child's size
/// plus the insets. nil and ∞ pass through (NIS); negative insets are allowed (B1723).
///
///     Text("Favorite").padding(10) at 320×480: proposes 300×460 ("320−10−10 × 480−10−10"),
///     the text reports 51×17, the padding reports 71×37 ("51+20 × 17+20")   (B1337–1339)
final class PaddingLayout: SingleChildModifier, PlacesOnlyChild {
    let insets: EdgeInsets

    init(insets: EdgeInsets) { self.insets = insets }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        func shrink(_ v: Double?, _ a: Double, _ b: Double) -> Double? {
            guard let v, v.isFinite else { return v }
            return max(0, v - a - b)
        }
        return ProposedViewSize(width: shrink(p.width, insets.leading, insets.trailing),
                                height: shrink(p.height, insets.top, insets.bottom))
    }

    private func proposalReason(_ p: ProposedViewSize) -> Bilingual {
        Bilingual(formula: arithmetic(p.width, [insets.leading, insets.trailing], sign: "−") + " × "
            + arithmetic(p.height, [insets.top, insets.bottom], sign: "−"))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let child = try context.size(of: children[0], inner(proposal), because: self.proposalReason(proposal))
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        context.because(Bilingual(formula: arithmetic(child.width, [h], sign: "+") + " × " + arithmetic(child.height, [v], sign: "+")))
        return Size(width: child.width + h, height: child.height + v)
    }

    func placement(size: Size, proposal: ProposedViewSize, child: LayoutNode, context: LayoutContext) throws -> Placement {
        let origin = Point(x: insets.leading, y: insets.top)
        return Placement(child: child, origin: origin, proposal: inner(proposal),
                         reason: context.isTracing ? Message.paddingInsets.filled(["\(origin)"]) : .empty)
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { children[0].ignoresProposal }
}
