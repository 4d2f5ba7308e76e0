import ViewlabModel

/// `Text` (B1358–1400): fits itself to the proposal, width ≤ proposed width, at least one line
/// unless proposed 0×0; nil or ∞ width gives the unwrapped ideal size (B1383; ∞ is NIS).
/// Its baselines are explicit guides (spec layout.md §2.5): first = ascent, last = (lines−1)·line
/// + ascent, so stacks aligned on `.firstTextBaseline` line texts up (B2050–2062).
final class TextLeaf: LayoutAlgorithm {
    let text: TextValue
    let environment: TextEnvironment
    private var layouts: [(ProposedViewSize, TextLayout)] = []

    init(text: TextValue, environment: TextEnvironment) { self.text = text; self.environment = environment }

    func layout(_ proposal: ProposedViewSize, context: LayoutContext) -> TextLayout {
        for (p, layout) in layouts where p == proposal { return layout }
        let layout = TextLayout.make(text, environment: environment, metrics: context.options.textMetrics,
                                     proposal: proposal)
        layouts.append((proposal, layout))
        return layout
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let layout = layout(proposal, context: context)
        context.because(layout.reason)
        return layout.size
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        switch key {
        case .firstTextBaseline: layout(proposal, context: context).firstBaseline
        case .lastTextBaseline: layout(proposal, context: context).lastBaseline
        default: nil
        }
    }

    var setsExplicitGuides: Bool { true }

    func clearCache() { layouts.removeAll() }
}
