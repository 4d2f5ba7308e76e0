import ViewlabAnimation
import ViewlabModel

/// The running animations of a retargeted property and their sum (environment-animation.md §3.5):
/// one column per change with what that animation adds to the model value at each time (blank
/// before it starts, `merged` once a successor spring took it over, `done` once removed), the
/// model value, and the presentation value that is drawn.
public struct InterruptionTable {
    public var style: OutputStyle
    /// The language of the words (issue 25); the CSV is English.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    public func render(_ scenario: InterruptionScenario, step: Double, until: Double) -> String {
        let f = AnimationFormatting.self
        func say(_ message: Message, _ values: String...) -> String { message.filled(values)(language) }
        var lines: [String] = []
        for (i, change) in scenario.changes.enumerated() {
            let how = change.animation.map { say(.interruptAnimation, $0.spelling, Message.modelWord($0.model.interruption)(language)) } ?? say(.interruptSnaps)
            lines.append(say(.interruptChange, "\(i + 1)", f.fixed(change.time, 2), f.arrow(style), f.shortest(change.value), how))
        }
        var table: [[String]] = [["t(s)"] + scenario.changes.indices.map { "#\($0 + 1)" } + [say(.modelColumn), say(.shownColumn)]]
        for t in SampleGrid.times(step: step, until: until) {
            let property = scenario.property(at: t)
            var row = [f.fixed(t, 2)]
            for change in scenario.changes {
                guard change.time <= t else { row.append(""); continue }
                if let running = property.running.first(where: { $0.start == change.time }) {
                    row.append(f.fixed(-running.remaining(at: t), 2))
                } else {
                    row.append(say(change.animation == nil ? .snapCell : change.animation?.merges == true ? .mergedCell : .doneCell))
                }
            }
            row += [f.fixed(property.model, 2), f.fixed(property.presentation(at: t), 2)]
            table.append(row)
        }
        // Terminal columns: a Chinese word takes two.
        let widths = table[0].indices.map { c in table.map { $0[c].displayWidth }.max() ?? 0 }
        for row in table {
            lines.append(row.enumerated().map { c, cell in cell.rightAligned(widths[c]) }.joined(separator: " | "))
        }
        lines.append(style.dim(say(.interruptSum)))
        return lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
}
