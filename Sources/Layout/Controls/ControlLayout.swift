import ViewlabModel

/// A control: its label, and what iOS draws besides it (ControlChrome), sized as ControlMetrics
/// says. A Toggle and a Stepper take the proposed width, the label first and the switch or the
/// − + buttons at the trailing edge; a Slider and a TextField take the proposed width; a
/// ProgressView puts its bar under its label, or its spinner above it. A control without chrome
/// (Button, Label, Picker) lays out as its label. Like a shape, a control that takes the proposed
/// width takes an infinite one (a stack's probe, B1811) and answers nil with its ideal width. The books do not lay out controls: this is
/// viewlab's model of iOS's default styles, as the `explain` trace says.
final class ControlLayout: LayoutAlgorithm {
    let chrome: ControlChrome
    /// `.textFieldStyle(.roundedBorder)` above a TextField.
    let roundedBorder: Bool
    /// `.labelsHidden()` above a Toggle or Stepper: the button alone.
    let labelsHidden: Bool

    init(chrome: ControlChrome, roundedBorder: Bool, labelsHidden: Bool) {
        self.chrome = chrome; self.roundedBorder = roundedBorder; self.labelsHidden = labelsHidden
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        switch chrome {
        case .none:
            guard let label = children.first else { return .zero }
            let size = try context.size(of: label, proposal, because: Message.passesProposalOn.filled([]))
            context.because(Message.labelsSize.filled([]))
            return size
        case .toggle, .stepper:
            let button = ControlMetrics.trailingButton(chrome)!
            if labelsHidden {
                context.because(Message.controlLabelsHidden.filled(with: [buttonName, "\(formatNumber(button.width))×\(formatNumber(button.height))"]))
                return button
            }
            let label = try children.first.map { try context.size(of: $0, labelProposal(proposal, button), because: Message.widthLessButton.filled([])) } ?? .zero
            let content = label.width + ControlMetrics.labelGap + button.width
            context.because(Message.controlWithButton.filled(with: [formatNumber(button.width), formatNumber(button.height), buttonName]))
            return Size(width: max(proposal.width ?? content, content), height: max(label.height, button.height))
        case .slider:
            let labels = try children.map { try context.size(of: $0, .unspecified, because: Message.valueLabelIdeal.filled([])) }
            let ends = labels.reduce(0) { $0 + $1.width + ControlMetrics.sliderLabelGap }
            let least = ends + ControlMetrics.sliderThumb
            context.because(Message.sliderReports.filled([formatNumber(ControlMetrics.sliderHeight)]))
            return Size(width: max(proposal.width ?? least, least),
                        height: max(ControlMetrics.sliderHeight, labels.map(\.height).max() ?? 0))
        case .disclosure:
            let label = try children.first.map {
                try context.size(of: $0, ProposedViewSize(width: proposal.width.map { max(0, $0 - ControlMetrics.chevronWidth - ControlMetrics.labelGap) }, height: nil),
                                 because: Message.widthLessChevron.filled([]))
            } ?? .zero
            let least = label.width + ControlMetrics.labelGap + ControlMetrics.chevronWidth
            context.because(Message.linkRowReports.filled([]))
            return Size(width: max(proposal.width ?? least, least), height: max(label.height, ControlMetrics.chevronHeight))
        case .searchField:
            let insets = ControlMetrics.searchFieldInsets
            if let text = children.first {
                _ = try context.size(of: text, ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil),
                                     because: Message.widthInsideField.filled([]))
            }
            context.because(Message.searchFieldReports.filled([]))
            return Size(width: proposal.width ?? 0, height: ControlMetrics.searchFieldHeight)
        case .textField:
            let insets = roundedBorder ? ControlMetrics.roundedBorderInsets : EdgeInsets()
            let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
            let width = proposal.width
            let text = try children.first.map {
                try context.size(of: $0, ProposedViewSize(width: width.map { max(0, $0 - h) }, height: nil), because: Message.widthInsideField.filled([]))
            } ?? .zero
            context.because((roundedBorder ? Message.textFieldRoundedReports : Message.textFieldReports).filled([]))
            return Size(width: width ?? text.width + h, height: text.height + v)
        case .linearProgress:
            let width = proposal.width
            let labels = try children.map { try context.size(of: $0, ProposedViewSize(width: width, height: nil), because: Message.aLabel.filled([])) }
            let height = labels.reduce(ControlMetrics.progressBarHeight) { $0 + $1.height + ControlMetrics.progressLabelGap }
            context.because(Message.linearProgressReports.filled([]))
            return Size(width: width ?? labels.map(\.width).max() ?? 0, height: height)
        case .textEditor:
            let insets = ControlMetrics.textEditorInsets
            let text = try children.first.map {
                try context.size(of: $0, ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil),
                                 because: Message.widthInsideEditor.filled([]))
            } ?? .zero
            context.because(Message.textEditorReports.filled([]))
            return Size(width: proposal.width ?? text.width + insets.leading + insets.trailing,
                        height: proposal.height ?? text.height + insets.top + insets.bottom)
        case .circularProgress:
            let labels = try children.map { try context.size(of: $0, proposal, because: Message.aLabel.filled([])) }
            let height = labels.reduce(ControlMetrics.spinnerSize) { $0 + $1.height + ControlMetrics.spinnerLabelGap }
            context.because(Message.spinnerReports.filled([]))
            return Size(width: max(ControlMetrics.spinnerSize, labels.map(\.width).max() ?? 0), height: height)
        }
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        switch chrome {
        case .none:
            return children.prefix(1).map { Placement(child: $0, origin: .zero, proposal: proposal, reason: context.isTracing ? Message.sameFrame.filled([]) : .empty) }
        case .toggle, .stepper:
            guard let label = children.first, !labelsHidden else { return [] }
            let button = ControlMetrics.trailingButton(chrome)!
            let p = labelProposal(ProposedViewSize(width: size.width, height: size.height), button)
            let s = try context.size(of: label, p, because: Message.widthLessButton.filled([]))
            return [Placement(child: label, origin: Point(x: 0, y: (size.height - s.height) / 2), proposal: p,
                              reason: context.isTracing ? Message.labelBesideButton.filled(with: [buttonName]) : .empty)]
        case .slider:
            var placements: [Placement] = []
            for (i, child) in children.enumerated() {
                let s = try context.size(of: child, .unspecified, because: Message.valueLabelIdeal.filled([]))
                let atEnd = i == children.count - 1 && (children.count == 2 || !hasMinimumLabel)
                let x = atEnd ? size.width - s.width : 0
                placements.append(Placement(child: child, origin: Point(x: x, y: (size.height - s.height) / 2), proposal: .unspecified,
                                            reason: context.isTracing ? (atEnd ? Message.maximumLabelPlaced : Message.minimumLabelPlaced).filled([]) : .empty))
            }
            return placements
        case .disclosure:
            guard let label = children.first else { return [] }
            let p = ProposedViewSize(width: max(0, size.width - ControlMetrics.chevronWidth - ControlMetrics.labelGap), height: nil)
            let s = try context.size(of: label, p, because: Message.widthLessChevron.filled([]))
            return [Placement(child: label, origin: Point(x: 0, y: (size.height - s.height) / 2), proposal: p,
                              reason: context.isTracing ? Message.labelBesideChevron.filled([]) : .empty)]
        case .textField, .searchField:
            guard let text = children.first else { return [] }
            let insets = chrome == .searchField ? ControlMetrics.searchFieldInsets : roundedBorder ? ControlMetrics.roundedBorderInsets : EdgeInsets()
            let p = ProposedViewSize(width: max(0, size.width - insets.leading - insets.trailing), height: nil)
            let s = try context.size(of: text, p, because: Message.widthInsideField.filled([]))
            return [Placement(child: text, origin: Point(x: insets.leading, y: (size.height - s.height) / 2), proposal: p,
                              reason: context.isTracing ? Message.textInField.filled([]) : .empty)]
        case .textEditor:
            guard let text = children.first else { return [] }
            let insets = ControlMetrics.textEditorInsets
            let p = ProposedViewSize(width: max(0, size.width - insets.leading - insets.trailing), height: nil)
            return [Placement(child: text, origin: Point(x: insets.leading, y: insets.top), proposal: p,
                              reason: context.isTracing ? Message.textInEditor.filled([]) : .empty)]
        case .linearProgress, .circularProgress:
            let isLinear = chrome != .circularProgress
            var y = isLinear ? 0 : ControlMetrics.spinnerSize + ControlMetrics.spinnerLabelGap
            var placements: [Placement] = []
            for (i, child) in children.enumerated() {
                let p = isLinear ? ProposedViewSize(width: size.width, height: nil) : ProposedViewSize(width: size.width, height: size.height)
                let s = try context.size(of: child, p, because: Message.aLabel.filled([]))
                placements.append(Placement(child: child, origin: Point(x: isLinear ? 0 : (size.width - s.width) / 2, y: y), proposal: p,
                                            reason: context.isTracing ? (isLinear ? Message.labelLeading : Message.labelUnderSpinner).filled([]) : .empty))
                y += s.height + (isLinear ? ControlMetrics.progressLabelGap : ControlMetrics.spinnerLabelGap)
                // The bar is under the first label; the current value label under the bar.
                if isLinear && i == 0 { y += ControlMetrics.progressBarHeight + ControlMetrics.progressLabelGap }
            }
            return placements
        }
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        // A control's text baselines are its label's, where the label is placed.
        guard let label = children.first, key == .firstTextBaseline || key == .lastTextBaseline || chrome == .none else { return nil }
        let placement = try placeChildren(size: size, proposal: proposal, children: children, context: context).first
        guard let placement, let guide = try context.dimensions(of: label, placement.proposal, because: Message.readsGuide.filled(["\(key)"])).explicitGuide(key)
        else { return nil }
        return guide + (key.axis == .vertical ? placement.origin.y : placement.origin.x)
    }

    var setsExplicitGuides: Bool { false }

    func ignoresProposal(children: [LayoutNode]) -> Bool {
        switch chrome {
        case .none: children.first?.ignoresProposal ?? true
        case .circularProgress: children.isEmpty
        default: false
        }
    }

    private var hasMinimumLabel: Bool {
        if case .slider(let minimum, _) = chrome { minimum } else { false }
    }

    private var buttonName: Bilingual {
        (chrome == .toggle ? Message.controlSwitch : Message.controlStepper).filled([])
    }

    /// What a Toggle or Stepper proposes to its label: the width less the gap and the button.
    private func labelProposal(_ p: ProposedViewSize, _ button: Size) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - ControlMetrics.labelGap - button.width) }, height: p.height)
    }
}
