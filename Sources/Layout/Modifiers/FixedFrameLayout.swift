import ViewlabModel

/// `frame(width:height:alignment:)` (B1548–1550; A338–366).
///
/// - Both dimensions: proposes exactly w×h and reports w×h; the child is not even asked for the
///   size (A347–349), only when it is placed.
/// - One dimension: the other passes through; the child is proposed (w, p.h) and the frame
///   reports (w, child's h) (B1550, A341, A351–353).
/// - The child is placed by the frame's alignment, `.center` by default (B1974–1998).
///
///     Text("Hello, World!").frame(width: 50) at 320×480: the text is proposed 50×480 and reports
///     36×34; the frame is 50×34.
final class FixedFrameLayout: SingleChildModifier, PlacesOnlyChild {
    let width: Double?, height: Double?, alignment: Alignment

    init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        if let width, let height {
            context.because(Message.fixedFrame.filled(["\(formatNumber(width))×\(formatNumber(height))"]))
            return Size(width: width, height: height)
        }
        let child = try context.size(of: children[0], inner(proposal),
                                     because: (self.width != nil ? Message.fixedWidthProposes
                                         : self.height != nil ? Message.fixedHeightProposes : Message.passesThrough).filled([]))
        context.because((width != nil ? Message.fixedWidthReports : height != nil ? Message.fixedHeightReports : Message.childsSize).filled([]))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placement(size: Size, proposal: ProposedViewSize, child: LayoutNode, context: LayoutContext) throws -> Placement {
        let p = inner(proposal)
        let dimensions = try context.dimensions(of: child, p, because: Message.framePlacementProposal.filled([]))
        let (origin, reason) = try align(dimensions, in: size, alignment, context: context)
        return Placement(child: child, origin: origin, proposal: p, reason: reason, size: dimensions.size)
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool {
        (width != nil && height != nil) || children[0].ignoresProposal
    }
}
