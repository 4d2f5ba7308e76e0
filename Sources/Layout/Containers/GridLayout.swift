import ViewlabModel

/// LazyVGrid and LazyHGrid (B1922–1947), described for LazyVGrid (columns share the width):
///
/// 1. Subtract the fixed columns and the spacing from the width.
/// 2. In column order, each other column gets remaining ÷ k for the k columns left, clamped to its
///    minimum and maximum; an adaptive column holds ⌊(w + spacing) ÷ (minimum + spacing)⌋
///    sub-columns (B1926, with the spacing between them).
/// 3. The grid is Σ columns + spacing wide; cells are proposed column width × nil and a row is as
///    tall as its tallest cell (B1928).
/// 4. The column pass runs again when the grid is drawn, starting from the width the first pass
///    found (B1930–1945). Shares are rounded to whole points, the one place where pixel rounding
///    is modelled (B1943, spec §5).
///
///     columns [.flexible(minimum: 60), .flexible(minimum: 120)], spacing 10, in .frame(width: 200):
///     pass 1: 200 − 10 = 190; 190 ÷ 2 = 95; 95 → 120; 95 + 10 + 120 = 225
///     pass 2: 225 − 10 = 215; 215 ÷ 2 = 107.5 → 108; 107 → 120; 108 + 10 + 120 = 238   (B1941–1945)
///
/// The spacing between columns is the item's own, else the grid's, else 8: the book subtracts the
/// grid's `spacing:` between columns (B1941).
final class GridLayout: LayoutAlgorithm {
    /// The axis the tracks share: horizontal for LazyVGrid's columns.
    let trackAxis: Axis
    let tracks: [GridItem]
    let alignment: AlignmentKey
    let spacing: Double?
    private var passes: [(Double?, [Double])] = []

    init(trackAxis: Axis, tracks: [GridItem], alignment: AlignmentKey, spacing: Double?) {
        self.trackAxis = trackAxis; self.tracks = tracks.isEmpty ? [GridItem(size: .flexible(minimum: 10, maximum: .infinity))] : tracks
        self.alignment = alignment; self.spacing = spacing
    }

    private func gap(after index: Int, context: LayoutContext) -> Double {
        tracks[index].spacing ?? spacing ?? context.options.defaultSpacing
    }

    /// "column 2" or "row 2": a track as the trace names it.
    private func trackName(_ number: Int) -> Bilingual {
        (trackAxis == .horizontal ? Message.gridColumn : Message.gridRow).filled(["\(number)"])
    }

    /// Steps 1–2 for a total length (nil: every track at its minimum, NIS). Expanded adaptive
    /// tracks appear as several entries.
    private func trackLengths(_ total: Double?, pass: Int, context: LayoutContext) -> [Double] {
        if let cached = passes.first(where: { $0.0 == total })?.1 { return cached }
        let f = formatNumber
        let spacingTotal = (0..<(tracks.count - 1)).reduce(0) { $0 + gap(after: $1, context: context) }
        let fixed = tracks.reduce(0.0) { if case .fixed(let w) = $1.size { $0 + w } else { $0 } }
        var remaining = (total ?? 0) - fixed - spacingTotal
        context.note(Message.gridPass.filled(["\(pass)", "\(f(total ?? 0)) − \(f(fixed + spacingTotal)) = \(f(remaining))"]))
        var flexibleLeft = tracks.filter { if case .fixed = $0.size { false } else { true } }.count
        var lengths: [Double] = []
        for (i, track) in tracks.enumerated() {
            switch track.size {
            case .fixed(let w):
                lengths.append(w)
            case .flexible(let lo, let hi):
                let share = remaining / Double(flexibleLeft)
                let rounded = share.isFinite ? share.rounded() : share
                let length = min(max(rounded, lo), hi)
                context.note(Message.gridNote.filled(with: [trackName(i + 1), "\(f(remaining)) ÷ \(flexibleLeft) = \(f(share))"])
                             + (rounded != share ? Message.gridRounded.filled([f(rounded)]) : .empty)
                             + (length != rounded ? Message.gridClamped.filled([f(length)]) : .empty))
                lengths.append(length)
                remaining -= length; flexibleLeft -= 1
            case .adaptive(let lo, let hi):
                let share = max(lo, remaining / Double(flexibleLeft))
                // As many sub-columns of the minimum as fit with the spacing between them: the book
                // divides by the minimum alone (B1926), which would leave each below its minimum
                // (not in source: SwiftUI's sub-columns never go below it).
                let s = gap(after: i, context: context)
                let count = share.isFinite && lo > 0 ? ((share + s) / (lo + s)).rounded(.down).clampedCount(1...10_000) : 1
                let each = min(hi, ((share - s * Double(count - 1)) / Double(count)).rounded())
                context.note(trackName(i + 1) + Message.gridAdaptive.filled(["\(count) × \(f(each))", f(share)]))
                lengths += Array(repeating: each, count: count)
                remaining -= share; flexibleLeft -= 1
            }
        }
        passes.append((total, lengths))
        return lengths
    }

    private func gaps(_ count: Int, context: LayoutContext) -> [Double] {
        (0..<max(0, count - 1)).map { gap(after: min($0, tracks.count - 1), context: context) }
    }

    /// Cells proposed track length × nil (B1928), row by row.
    private func lines(_ lengths: [Double], children: [LayoutNode], context: LayoutContext) throws -> [[Size]] {
        var lines: [[Size]] = []
        var index = 0
        while index < children.count {
            var line: [Size] = []
            for length in lengths where index < children.count {
                line.append(try context.size(of: children[index], ProposedViewSize(trackAxis, main: length, cross: nil),
                                             because: (self.trackAxis == .horizontal ? Message.gridColumnProposal : Message.gridRowProposal).filled([])))
                index += 1
            }
            lines.append(line)
        }
        return lines
    }

    private func extent(_ lengths: [Double], context: LayoutContext) -> Double {
        lengths.reduce(0, +) + gaps(lengths.count, context: context).reduce(0, +)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let lengths = trackLengths(proposal[trackAxis], pass: 1, context: context)
        let main = extent(lengths, context: context)
        context.note(Message.gridNote.filled(with: [trackAxis.word, lengths.map(formatNumber).joined(separator: " + ")
                     + gaps(lengths.count, context: context).map { " + \(formatNumber($0))" }.joined() + " = \(formatNumber(main))"]))
        let rows = try lines(lengths, children: children, context: context)
        let lineSpacing = spacing ?? context.options.defaultSpacing
        let cross = rows.reduce(0) { $0 + ($1.map { $0[trackAxis.other] }.max() ?? 0) } + lineSpacing * Double(max(0, rows.count - 1))
        context.because((trackAxis == .horizontal ? Message.gridColumnsReport : Message.gridRowsReport).filled([]))
        return Size(trackAxis, main: main, cross: cross)
    }

    /// Step 4: the second column pass, from the size the first pass found.
    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let lengths = trackLengths(size[trackAxis], pass: 2, context: context)
        let rows = try lines(lengths, children: children, context: context)
        let trackGaps = gaps(lengths.count, context: context)
        let lineSpacing = spacing ?? context.options.defaultSpacing
        var placements: [Placement] = []
        var lineStart = 0.0, index = 0
        for row in rows {
            let height = row.map { $0[trackAxis.other] }.max() ?? 0
            var trackStart = 0.0
            for column in row.indices {
                let box = Size(trackAxis, main: lengths[column], cross: height)
                let d = try context.dimensions(of: children[index], ProposedViewSize(trackAxis, main: lengths[column], cross: nil))
                let (inCell, _) = try align(d, in: box, trackAxis == .horizontal
                                            ? Alignment(horizontal: alignment, vertical: .verticalCenter)
                                            : Alignment(horizontal: .horizontalCenter, vertical: alignment), context: context)
                let origin = Point(trackAxis, main: trackStart, cross: lineStart)
                placements.append(Placement(child: children[index], origin: Point(x: origin.x + inCell.x, y: origin.y + inCell.y),
                                            proposal: d.proposal,
                                            reason: context.isTracing ? Message.gridSecondPass.filled(with: [trackName(column + 1)]) : .empty))
                trackStart += lengths[column] + (column < trackGaps.count ? trackGaps[column] : 0)
                index += 1
            }
            lineStart += height + lineSpacing
        }
        return placements
    }

    var mayDrawAtAnotherSize: Bool { true }

    func drawnSize(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size? {
        let lengths = trackLengths(size[trackAxis], pass: 2, context: context)
        let drawn = extent(lengths, context: context)
        guard drawn != size[trackAxis] else { return nil }
        context.note(Message.gridDrawn.filled(with: [trackAxis.word, lengths.map(formatNumber).joined(separator: " + ")
                     + gaps(lengths.count, context: context).map { " + \(formatNumber($0))" }.joined()
                     + " = \(formatNumber(drawn))", formatNumber(size[trackAxis])]))
        return Size(trackAxis, main: drawn, cross: size[trackAxis.other])
    }

    func clearCache() { passes.removeAll() }
}
