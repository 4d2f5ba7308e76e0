import ViewlabAnimation

/// The running animations of a retargeted property and their sum (environment-animation.md §3.5):
/// one column per change with what that animation adds to the model value at each time (blank
/// before it starts, `merged` once a successor spring took it over, `done` once removed), the
/// model value, and the presentation value that is drawn.
public struct InterruptionTable {
    public var style: OutputStyle
    public init(style: OutputStyle = .plain) { self.style = style }

    public func render(_ scenario: InterruptionScenario, step: Double, until: Double) -> String {
        let f = AnimationFormatting.self
        var lines: [String] = []
        for (i, change) in scenario.changes.enumerated() {
            let how = change.animation.map { "\($0.spelling), \($0.model.interruption)" } ?? "no animation (snaps, cancels running animations)"
            lines.append("#\(i + 1) at \(f.fixed(change.time, 2)) s: \(f.arrow(style)) \(f.shortest(change.value)) with \(how)")
        }
        var table: [[String]] = [["t(s)"] + scenario.changes.indices.map { "#\($0 + 1)" } + ["model", "shown"]]
        for t in SampleGrid.times(step: step, until: until) {
            let property = scenario.property(at: t)
            var row = [f.fixed(t, 2)]
            for change in scenario.changes {
                guard change.time <= t else { row.append(""); continue }
                if let running = property.running.first(where: { $0.start == change.time }) {
                    row.append(f.fixed(-running.remaining(at: t), 2))
                } else {
                    row.append(change.animation == nil ? "snap" : change.animation?.merges == true ? "merged" : "done")
                }
            }
            row += [f.fixed(property.model, 2), f.fixed(property.presentation(at: t), 2)]
            table.append(row)
        }
        let widths = table[0].indices.map { c in table.map { $0[c].count }.max() ?? 0 }
        for row in table {
            lines.append(row.enumerated().map { c, cell in String(repeating: " ", count: widths[c] - cell.count) + cell }.joined(separator: " | "))
        }
        lines.append(style.dim("shown = model + Σ running; additive animations keep their own Δ, merging springs hand over position and velocity"))
        return lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
}
