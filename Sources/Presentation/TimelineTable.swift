import ViewlabAnimation
import ViewlabModel

/// The value table of a phase animator or keyframe timeline: its notes (what ran, which
/// conventions apply), one column per track with a sparkline cell scaled to that track's range,
/// and each track's range and sparkline underneath.
public struct TimelineTable {
    public var style: OutputStyle
    /// The language of the notes and the ranges (issue 25); the JSON and CSV are English.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    public func render(_ timeline: TimelineSamples) -> String {
        let f = AnimationFormatting.self, pad = ValueTableRenderer(style: style).pad
        let cells = timeline.columns.map { $0.values.map { f.fixed($0, 2) } }
        let widths = timeline.columns.enumerated().map { i, c in max(c.name.displayWidth, cells[i].map(\.count).max() ?? 0, 7) }
        let ranges = timeline.columns.map { c in (low: c.values.min() ?? 0, high: c.values.max() ?? 0) }
        func level(_ value: Double, _ c: Int) -> Double {
            let r = ranges[c]
            return r.high - r.low < 1e-12 ? 0 : (value - r.low) / (r.high - r.low)
        }
        var lines = timeline.notes.map { style.dim($0(language)) }
        lines.append(pad("t(s)", 6) + timeline.columns.indices.map { " | " + pad(timeline.columns[$0].name, widths[$0] + (style.ascii ? 0 : 2)) }.joined() + " |")
        for (i, t) in timeline.times.enumerated() {
            var line = pad(f.fixed(t, 2), 6)
            for c in timeline.columns.indices {
                line += " | " + pad(cells[c][i], widths[c])
                if !style.ascii { line += " " + String(AnimationStrip.sparkCharacter(level(timeline.columns[c].values[i], c))) }
            }
            lines.append(line + " |")
        }
        for (c, column) in timeline.columns.enumerated() {
            var summary = "  " + Message.trackRange.filled([column.name, f.fixed(ranges[c].low, 2), f.fixed(ranges[c].high, 2)])(language)
            if !style.ascii { summary += Message.sparkline.filled([AnimationStrip.spark(column.values.map { level($0, c) })])(language) }
            lines.append(summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
