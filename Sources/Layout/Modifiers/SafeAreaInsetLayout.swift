import ViewlabModel

/// `.safeAreaInset(edge:alignment:spacing:content:)` (Pro SwiftUI's demos, L2482 and L2805; not in
/// the books' text: SwiftUI's `_InsetViewModifier` as OpenSwiftUI reads it, InsetViewModifier.swift).
/// Along the edge's axis, with the spacing s (when nil, the two views' own: 8 for built-in views):
/// 1. the inset view is proposed what the proposal leaves after s and the primary's minimum (its
///    length when proposed 0 there);
/// 2. the primary view is proposed the proposal less the inset's length and s;
/// 3. the modifier is as long as both and s, as wide as the wider;
/// 4. the primary sits at the opposite edge, centred across; the inset view at the edge, its
///    `alignment` guide on the primary's.
///
///     Color.red.safeAreaInset(edge: .bottom) { Text("Bar").padding() } at 320×480: the text is
///     proposed 320×472 and is 59×49; the colour is proposed 320×423 (480 − 49 − 8) and sits at the
///     top; the text at (130.5, 431). viewlab's window is the safe area, so the primary's own safe
///     area is not modelled.
final class SafeAreaInsetLayout: LayoutAlgorithm {
    let edge: TransitionSpec.Edge
    let alignment: AlignmentKey
    let spacing: Double?

    init(edge: TransitionSpec.Edge, alignment: AlignmentKey, spacing: Double?) {
        self.edge = edge; self.alignment = alignment; self.spacing = spacing
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    /// Whether the inset view comes after the primary along the axis.
    private var insetsTheEnd: Bool { edge == .bottom || edge == .trailing }

    private func gap(_ children: [LayoutNode], context: LayoutContext) throws -> Double {
        if let spacing { return spacing }
        return insetsTheEnd ? try context.gap(between: children[0], and: children[1], along: axis)
                            : try context.gap(between: children[1], and: children[0], along: axis)
    }

    private func insetProposal(_ proposal: ProposedViewSize, gap: Double, children: [LayoutNode], context: LayoutContext) throws -> ProposedViewSize {
        guard let length = proposal[axis] else { return proposal }
        var out = proposal
        out[axis] = 0
        let minimum = try context.size(of: children[0], out, because: Message.insetPrimaryMinimum.filled([]))[axis]
        out[axis] = max(max(length - gap, 0) - minimum, 0)
        return out
    }

    private func primaryProposal(_ proposal: ProposedViewSize, insetLength: Double, gap: Double) -> ProposedViewSize {
        guard let length = proposal[axis] else { return proposal }
        var out = proposal
        out[axis] = max(length - (insetLength + gap), 0)
        return out
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let g = try gap(children, context: context)
        let inset = try context.size(of: children[1], insetProposal(proposal, gap: g, children: children, context: context),
                                     because: Message.insetViewProposal.filled([]))
        let primary = try context.size(of: children[0], primaryProposal(proposal, insetLength: inset[axis], gap: g),
                                       because: Message.insetPrimaryProposal.filled([]))
        context.because(Message.insetReports.filled([]))
        return Size(axis, main: inset[axis] + g + primary[axis], cross: max(inset[axis.other], primary[axis.other]))
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> [Placement] {
        var given = proposal
        given[axis.other] = proposal[axis.other] ?? size[axis.other]
        let g = try gap(children, context: context)
        let insetProposal = try insetProposal(given, gap: g, children: children, context: context)
        let inset = try context.dimensions(of: children[1], insetProposal)
        let primaryProposal = primaryProposal(given, insetLength: inset.size[axis], gap: g)
        let primary = try context.dimensions(of: children[0], primaryProposal)
        let primaryCross = (size[axis.other] - primary.size[axis.other]) / 2
        let primaryMain = insetsTheEnd ? 0 : size[axis] - primary.size[axis]
        let insetMain = insetsTheEnd ? size[axis] - inset.size[axis] : 0
        let insetCross = primaryCross + (try primary.guide(alignment)) - (try inset.guide(alignment))
        let edgeName = edge.rawValue
        return [
            Placement(child: children[0], origin: Point(axis, main: primaryMain, cross: primaryCross), proposal: primaryProposal,
                      reason: context.isTracing ? Message.insetPrimaryPlaced.filled([edgeName]) : .empty),
            Placement(child: children[1], origin: Point(axis, main: insetMain, cross: insetCross), proposal: insetProposal,
                      reason: context.isTracing ? Message.insetViewPlaced.filled([edgeName, "\(alignment)"]) : .empty),
        ]
    }
}
