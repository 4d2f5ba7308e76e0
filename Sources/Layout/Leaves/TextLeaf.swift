import ViewlabModel

/// `Text` (B1358–1400): fits itself to the proposal, width ≤ proposed width, at least one line
/// unless proposed 0×0; nil or ∞ width gives the unwrapped ideal size (B1383; ∞ is NIS).
/// Its baselines are explicit guides (spec layout.md §2.5): first = ascent, last = (lines−1)·line
/// + ascent, so stacks aligned on `.firstTextBaseline` line texts up (B2050–2062).
final class TextLeaf: LayoutAlgorithm {
    let text: TextValue
    let environment: EnvironmentValues
    /// Who set the font, for the trace (TreeBuilder.Environment.fontWriter).
    let fontWriter: (() -> Bilingual)?
    private var layouts: [(ProposedViewSize, TextLayout)] = []
    /// The one-line layouts every proposal of their kind gets (`TextLayout.reusableFrom`), so a
    /// stack's probes and placement do not wrap the text again at each new width or height.
    private var oneLine: (finite: TextLayout?, unbounded: TextLayout?)

    init(text: TextValue, environment: EnvironmentValues, fontWriter: (() -> Bilingual)? = nil) {
        self.text = text; self.environment = environment; self.fontWriter = fontWriter
    }

    func layout(_ proposal: ProposedViewSize, context: LayoutContext) -> TextLayout {
        layout(proposal, metrics: context.options.textMetrics)
    }

    func layout(_ proposal: ProposedViewSize, metrics: TextMetrics) -> TextLayout {
        switch slot(proposal, metrics: metrics) {
        case .finite: oneLine.finite!
        case .unbounded: oneLine.unbounded!
        case .kept(let index): layouts[index].1
        }
    }

    /// The layout's size, read where it is kept: a stack asks a text's size many times, and a copy
    /// of the whole layout retains and releases its arrays each time.
    private func size(_ proposal: ProposedViewSize, metrics: TextMetrics) -> Size {
        switch slot(proposal, metrics: metrics) {
        case .finite: oneLine.finite!.size
        case .unbounded: oneLine.unbounded!.size
        case .kept(let index): layouts[index].1.size
        }
    }

    /// Where the layout for `proposal` is kept.
    private enum Slot { case finite, unbounded, kept(Int) }

    /// Where the layout for `proposal` is kept, made first if it is not yet.
    private func slot(_ proposal: ProposedViewSize, metrics: TextMetrics) -> Slot {
        let isFinite = proposal.width?.isFinite ?? false
        if let from = isFinite ? oneLine.finite?.reusableFrom : oneLine.unbounded?.reusableFrom,
           proposal.width ?? .infinity >= from, !(proposal.width == 0 && proposal.height == 0) {
            return isFinite ? .finite : .unbounded
        }
        if isFinite, let w = proposal.width, w != 0 || proposal.height != 0, let unbounded = oneLine.unbounded,
           let from = unbounded.finiteFrom, w >= from {
            oneLine.finite = unbounded.oneLine(atFinite: from)
            return .finite
        }
        if let index = layouts.firstIndex(where: { $0.0 == proposal }) { return .kept(index) }
        let layout = TextLayout.make(text, environment: environment, metrics: metrics, proposal: proposal)
        // A one-line layout answers every proposal of its kind from `oneLine`, so only the others
        // are kept by proposal.
        if layout.reusableFrom == nil {
            // Not in source: a text in a stack keeps two such layouts (for the 0×0 proposal and for
            // a 0-width probe); room for both at once spares the array's growth from one to two.
            if layouts.capacity == 0 { layouts.reserveCapacity(2) }
            layouts.append((proposal, layout))
            return .kept(layouts.count - 1)
        } else if isFinite {
            oneLine.finite = layout
            return .finite
        } else {
            oneLine.unbounded = layout
            return .unbounded
        }
    }

    /// Which font measured the text and who set it: "; font .title from VStack.font(.title), line 3"
    /// (issue 12 item 5). Nothing for the default body font.
    private var fontSource: Bilingual {
        if let own = text.font { return Message.textOwnFont.filled(["\(own)"]) }
        guard let font = environment.font else { return .empty }
        return fontWriter.map { Message.textFontFrom.filled(with: ["\(font)", $0()]) } ?? Message.textFont.filled(["\(font)"])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        guard context.isTracing else { return size(proposal, metrics: context.options.textMetrics) }
        let layout = layout(proposal, context: context)
        context.because(layout.reason.text + fontSource)
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

    /// The lines as the text draws them at `proposal`: each with its width in the metric, so a
    /// picture can fit the real font's glyphs to the width layout measured.
    func drawnText(_ proposal: ProposedViewSize, metrics: TextMetrics) -> DrawnText {
        let layout = layout(proposal, metrics: metrics)
        let pointSize = TextLayout.pointSize(text, environment: environment, metrics: metrics) * layout.scale
        let font = metrics.font(pointSize: pointSize)
        return DrawnText(lines: layout.lines.map { line in (line, line.reduce(0) { $0 + font.width(of: $1) }) },
                         lineHeight: layout.lineHeight, ascent: layout.ascent, pointSize: pointSize,
                         isBold: (text.font ?? environment.font)?.drawsBold ?? false)
    }

    func clearCache() { layouts.removeAll(); oneLine = (nil, nil) }
}
