import ViewlabModel

/// Shapes and `Color` (B1404–1491). Rectangle, RoundedRectangle, Capsule, Ellipse and Color accept
/// any proposal from 0 to ∞; an unspecified dimension becomes 10 (`replacingUnspecifiedDimensions`,
/// B1404, B1869). Circle reports the largest square that fits, side min(w, h) (B1404). A learner's
/// shape may declare its own `sizeThatFits` (Bookmark, B1446–1470); without one it returns the
/// proposal with unspecified dimensions replaced.
final class ShapeLeaf: LayoutAlgorithm {
    enum Kind { case fillsProposal, circle, custom((ProposedViewSize) throws -> Size) }
    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// A shape that fills its proposal answers each proposed length (B1404); a circle answers the
    /// smaller side and a learner's shape its own `sizeThatFits`, which stacks must ask.
    var takesProposedLength: Bool { if case .fillsProposal = kind { true } else { false } }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let replaced = proposal.replacingUnspecifiedDimensions()
        // Made only for the trace (`because` takes it unevaluated): a stack asks a shape three times.
        var note: Bilingual { Bilingual(formula: proposal.width == nil || proposal.height == nil ? " (nil → 10, B1404)" : "") }
        switch kind {
        case .fillsProposal:
            context.because(Message.accepts.filled([]) + note)
            return replaced
        case .circle:
            let side = min(replaced.width, replaced.height)
            context.because(Message.circleSquare.filled(["min(\(formatNumber(replaced.width)), \(formatNumber(replaced.height)))"]) + note)
            return Size(width: side, height: side)
        case .custom(let sizeThatFits):
            context.because(Message.ownSizeThatFits.filled([]))
            return try sizeThatFits(proposal)
        }
    }
}
