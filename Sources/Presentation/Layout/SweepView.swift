import ViewlabLayout
import ViewlabModel

/// `viewlab explain --sweep 25x50,50x50,100x50`: one view measured across proposals, as the
/// book's figures show it (B1360–1398, B1578–1589, B1651–1662): a table of proposed and measured
/// sizes, then each pair drawn with the proposal dashed and the answer solid.
public struct SweepView {
    public var style: OutputStyle
    /// The language of the words (issue 25); sizes read the same in both.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    private func say(_ message: Message, _ values: String...) -> String { message.filled(values)(language) }

    /// Measures `view` at each proposal and shows the sweep.
    public func text(sweeping view: ViewValue, proposals: [ProposedViewSize], options: LayoutOptions = LayoutOptions()) throws -> String {
        let tree = LayoutTree(view, options: options)
        return text(try tree.sweep(proposals), viewLabel: tree.root.label, metricModel: options.textMetrics.name)
    }

    public func text(_ points: [SweepPoint], viewLabel: String, metricModel: String) -> String {
        var lines = [style.bold(say(.sweepTitle)) + "  \(viewLabel)  " + style.dim(say(.layoutMetric, metricModel))]
        let proposed = points.map { $0.proposal.description }, measured = points.map { $0.size.description }
        let width = ([say(.sweepProposed)] + proposed).map(\.displayWidth).max() ?? 0
        lines.append(style.dim("  " + say(.sweepProposed).padded(width) + "  " + say(.sweepMeasured)))
        for (p, m) in zip(proposed, measured) { lines.append("  " + p.padded(width) + "  " + m) }
        // One scale for every drawing, so the pictures compare.
        let extent = points.flatMap { point -> [Double] in
            [point.size.width, point.size.height, point.proposal.width ?? 0, point.proposal.height ?? 0].filter(\.isFinite)
        }.max() ?? 1
        let perColumn = max(1, extent / 36)
        for point in points {
            lines.append("")
            lines.append("  " + say(.sweepCaption, "\(point.proposal)", "\(point.size)"))
            lines.append(drawing(point, perColumn: perColumn))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func drawing(_ point: SweepPoint, perColumn: Double) -> String {
        func cells(_ v: Double, _ per: Double) -> Int { v.isFinite ? (v / per).rounded().clampedCount(1...40) : 40 }
        let size = (cells(point.size.width, perColumn), cells(point.size.height, 2 * perColumn))
        let proposal = point.proposal.width.map { cells($0, perColumn) }.map { w in
            (w, point.proposal.height.map { cells($0, 2 * perColumn) })
        }
        let columns = max(size.0, proposal?.0 ?? 0) + 3, rows = max(size.1, proposal?.1 ?? 0) + 2
        var canvas = CharacterCanvas(columns: columns, rows: rows, style: style)
        if let (w, h) = proposal, let h { canvas.box(left: 0, top: 0, right: w, bottom: h, dashed: true, color: 90) }
        canvas.box(left: 0, top: 0, right: size.0, bottom: size.1, color: 34)
        return canvas.render().split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
