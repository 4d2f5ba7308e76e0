import ViewlabModel

/// `overlayPreferenceValue` and `backgroundPreferenceValue` (spec advanced-layout.md §2.5): the
/// secondary view is built from the preference its content collects, then laid out as an overlay
/// or a background is, proposed the primary's size and aligned in it. It is built during layout,
/// like a GeometryReader's content, since building calls the learner's closure.
final class PreferenceReaderLayout: SingleChildModifier {
    let reader: PreferenceReader
    let content: ViewValue
    let build: (ViewValue) -> [LayoutNode]
    private var secondary: [LayoutNode]?

    init(reader: PreferenceReader, content: ViewValue, build: @escaping (ViewValue) -> [LayoutNode]) {
        self.reader = reader; self.content = content; self.build = build
    }

    var buildsChildren: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let primary = try context.size(of: children[0], proposal, because: Message.primaryGetsProposal.filled([]))
        context.because(Message.primarysSize.filled([]))
        return primary
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        try SecondaryViewLayout.place(primary: children[0], secondaries: secondaryViews(), size: size, proposal: proposal,
                                      alignment: reader.alignment, context: context)
    }

    private func secondaryViews() throws -> [LayoutNode] {
        if let secondary { return secondary }
        let value = try content.preference(reader.key) ?? reader.key.defaultValue
        let views = build(try reader.build(value))
        secondary = views
        return views
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { children[0].ignoresProposal }
}
