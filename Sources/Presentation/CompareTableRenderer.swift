import ViewlabAnimation
import ViewlabModel

/// Several animations of the same change side by side (`viewlab animate A --compare B C`): a
/// legend naming each column's animation and model, one value column per animation with a
/// sparkline cell (strip character in ASCII), and each animation's strip, completion and extremes.
public struct CompareTableRenderer {
    public var style: OutputStyle
    public var platform: Platform
    /// The language of the legend's and footers' words (issue 25), as `ValueTableRenderer`'s.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, platform: Platform = .default, language: DisplayLanguage = .en) {
        self.style = style; self.platform = platform; self.language = language
    }

    /// Column keys: A, B, C, ...
    static func key(_ index: Int) -> String { String(UnicodeScalar(UInt8(65 + index % 26))) }

    /// - Parameter tables: sampled at the same times (same step and row count).
    public func render(_ tables: [ValueTable]) -> String {
        let single = ValueTableRenderer(style: style, platform: platform, language: language), f = AnimationFormatting.self
        var lines: [String] = []
        for (i, table) in tables.enumerated() {
            let header = single.header(table)
            lines.append(Self.key(i) + "  " + header[0])
            lines.append("   " + header[1])
        }
        let rowCount = tables.map(\.rows.count).max() ?? 0
        let cells = tables.map { table in table.rows.map { f.fixed($0.value, 2) } }
        let width = max(8, cells.flatMap { $0 }.map(\.count).max() ?? 0)
        let times = (0..<rowCount).map { i in f.fixed(tables.first { $0.rows.count > i }?.rows[i].time ?? 0, 2) }
        let wt = max(6, times.map(\.count).max() ?? 0)
        lines.append(single.pad("t(s)", wt) + tables.indices.map { " | " + single.pad(Self.key($0), width + 2) }.joined() + " |")
        for i in 0..<rowCount {
            var line = single.pad(times[i], wt)
            for (c, table) in tables.enumerated() {
                guard i < table.rows.count else { line += " | " + String(repeating: " ", count: width + 2); continue }
                let p = table.rows[i].progress
                let mark = style.ascii ? AnimationStrip.stripCharacter(p) : AnimationStrip.sparkCharacter(p)
                line += " | " + single.pad(cells[c][i], width) + " " + String(mark)
            }
            lines.append(line + " |")
        }
        for (i, table) in tables.enumerated() {
            let footer = single.footer(table)
            lines.append("  " + Self.key(i) + "  " + footer[0])
            lines += footer.dropFirst().map { "     " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
