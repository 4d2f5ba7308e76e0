import ViewlabModel

/// `background` and `overlay` (B1703–1732; A7–75). The primary view (first child) gets the
/// modifier's proposal; each secondary view is proposed the primary's *size* (B1708) and placed in
/// a box of that size by `alignment`, like a frame (B2002), its explicit guides counting
/// (B2073–2087). The modifier reports the primary's size (B1715, B1730).
///
///     Text("Favorite").padding(10).background(Color.teal) at 320×480: the padding reports 71×37,
///     the colour is proposed 71×37 and accepts, the background reports 71×37   (B1335–1342)
///
/// Several secondary views are each aligned in the box; the book's implicit ZStack (B1732) gives
/// the same positions for the built-in guides (NIS simplification).
final class SecondaryViewLayout: SingleChildModifier {
    let alignment: Alignment
    let name: String
    /// Overlays draw their secondary views in front of the primary, backgrounds behind it.
    let isOverlay: Bool

    init(alignment: Alignment, name: String, isOverlay: Bool) {
        self.alignment = alignment; self.name = name; self.isOverlay = isOverlay
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let primary = try context.size(of: children[0], proposal, because: Message.primaryGetsProposalOf.filled([self.name]))
        for secondary in children.dropFirst() {
            _ = try context.size(of: secondary, ProposedViewSize(primary), because: Message.secondaryProposed.filled([]))
        }
        context.because(Message.primarysSize.filled([]))
        return primary
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        try Self.place(primary: children[0], secondaries: children.dropFirst(), size: size, proposal: proposal,
                       alignment: alignment, context: context)
    }

    /// The primary view at the modifier's origin, and each secondary view proposed the primary's
    /// size and aligned in it; also how a preference reader places the view it builds.
    static func place(primary: LayoutNode, secondaries: some Collection<LayoutNode>, size: Size, proposal: ProposedViewSize,
                      alignment: Alignment, context: LayoutContext) throws -> [Placement] {
        var placements = [Placement(child: primary, origin: .zero, proposal: proposal,
                                    reason: context.isTracing ? Message.primaryPlaced.filled([]) : .empty)]
        for secondary in secondaries {
            let child = try context.dimensions(of: secondary, ProposedViewSize(size))
            let (origin, reason) = try align(child, in: size, alignment, context: context)
            placements.append(Placement(child: secondary, origin: origin, proposal: ProposedViewSize(size), reason: reason))
        }
        return placements
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { children[0].ignoresProposal }
}
