import ViewlabAnimation
import ViewlabModel

/// The value table of `viewlab animate` (environment-animation.md §5): a header naming the
/// animation, its model and constants; one row per sample with time (2 decimals), progress (4),
/// value (2) and a bar; then the strip, sparkline, completion times and extremes.
public struct ValueTableRenderer {
    public var style: OutputStyle
    public var platform: Platform
    /// The language of the words (issue 25); numbers and code are the same in both, the JSON and CSV English.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, platform: Platform = .default, language: DisplayLanguage = .en) {
        self.style = style; self.platform = platform; self.language = language
    }

    private func say(_ message: Message, _ values: String...) -> String { message.filled(values)(language) }

    public func render(_ table: ValueTable) -> String {
        let f = AnimationFormatting.self
        let times = table.rows.map { f.fixed($0.time, 2) }
        let progress = table.rows.map { f.fixed($0.progress, 4) }
        let values = table.rows.map { f.fixed($0.value, 2) }
        let wt = max(6, times.map(\.count).max() ?? 0), wp = max(8, progress.map(\.count).max() ?? 0), wv = max(7, values.map(\.count).max() ?? 0)
        var lines = header(table)
        lines.append(pad("t(s)", wt) + " | " + pad(say(.progressColumn), wp) + " | " + pad(say(.valueColumn), wv) + " |")
        for (i, row) in table.rows.enumerated() {
            lines.append(pad(times[i], wt) + " | " + pad(progress[i], wp) + " | " + pad(values[i], wv) + " | " + AnimationStrip.bar(row.progress, style: style))
        }
        lines += footer(table).map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `animation .bouncy ≡ spring(mass: 1, stiffness: 157.9137, damping: 17.5929)   value 0 → 100`
    /// and a line with the model, its constants, how it retargets and the platform.
    func header(_ table: ValueTable) -> [String] {
        let model = table.animation.model, f = AnimationFormatting.self
        let same = style.ascii ? "==" : "≡"
        return [
            style.bold(say(.valueTitle, table.animation.spelling, same, model.resolved, f.shortest(table.from), f.arrow(style), f.shortest(table.to))),
            style.dim(say(.modelLine, Message.modelWord(model.kind)(language), f.constants(model), Message.modelWord(model.interruption)(language), platform.rawValue)),
        ]
    }

    func footer(_ table: ValueTable) -> [String] {
        let fractions = table.rows.map(\.progress)
        var summary = say(.strip, AnimationStrip.strip(fractions))
        if !style.ascii { summary += say(.sparkline, AnimationStrip.spark(fractions)) }
        summary += "   " + completion(table)
        return [summary] + extremes(table)
    }

    /// `complete: logical 0.55 s, removed 1.30 s, settled(ε=.001) 0.81 s`.
    func completion(_ table: ValueTable) -> String {
        let f = AnimationFormatting.self
        guard let logical = table.logicalCompletion, let removed = table.removal else { return say(.completeNever) }
        // An undamped spring never settles, so it is never removed.
        func seconds(_ t: Double) -> String { t.isFinite ? "\(f.fixed(t, 2)) s" : say(.never) }
        var text = say(.complete, seconds(logical), seconds(removed))
        if let settling = table.settling { text += say(.settled, style.ascii ? "eps" : "ε", seconds(settling)) }
        return text
    }

    /// Overshoot and undershoot, as percentages of the change, with the value and time.
    func extremes(_ table: ValueTable) -> [String] {
        let f = AnimationFormatting.self
        func line(_ message: Message, _ e: ValueTable.Extreme, _ excess: Double) -> String {
            let value = table.from + (table.to - table.from) * e.progress
            return say(message, f.fixed(excess * 100, 2), f.fixed(value, 2), f.fixed(e.time, 3))
        }
        var lines: [String] = []
        if let high = table.overshoot { lines.append(line(.overshoot, high, high.progress - 1)) }
        if let low = table.undershoot { lines.append(line(.undershoot, low, -low.progress)) }
        if lines.isEmpty { lines.append(say(.noOvershoot)) }
        return lines
    }

    /// Right-aligned in `width` terminal columns, so that a Chinese header keeps the column straight.
    func pad(_ text: String, _ width: Int) -> String { text.rightAligned(width) }
}
