import ViewlabAnimation

/// Value over time drawn in the terminal: one column per sample time, one mark per animation,
/// the target as a dashed line, a value axis labelled at the extremes, start and target, and a
/// legend when there are several animations.
public struct AnimationPlot {
    public var style: OutputStyle
    public var width: Int
    public var height: Int
    public init(style: OutputStyle = .plain, width: Int = 60, height: Int = 15) {
        self.style = style; self.width = width; self.height = height
    }

    static let unicodeMarks = ["●", "○", "◆", "◇", "▲", "△"]
    static let asciiMarks = ["*", "o", "+", "x", "@", "%"]
    static let colors = [31, 34, 32, 35, 33, 36]

    public func render(_ tables: [ValueTable]) -> String { render(AnimationPlotData(tables, samples: width)) }

    /// Each point lands in the column nearest its time, so any number of samples fits `width`.
    public func render(_ data: AnimationPlotData) -> String {
        let f = AnimationFormatting.self
        func row(_ value: Double) -> Int { Int((data.fraction(value) * Double(height - 1)).rounded()) }
        var grid = Array(repeating: Array(repeating: " ", count: width), count: height)
        let dash = style.ascii ? "-" : "┄"
        for target in Set(data.targets) { let r = row(target); grid[r] = grid[r].map { _ in dash } }
        let marks = style.ascii ? Self.asciiMarks : Self.unicodeMarks
        for (i, series) in data.series.enumerated().reversed() {
            let mark = marks[i % marks.count]
            let painted = style.color ? "\u{1B}[\(Self.colors[i % Self.colors.count])m\(mark)\u{1B}[0m" : mark
            for point in series.points {
                grid[row(point.value)][min(width - 1, Int((point.time / data.end * Double(width - 1)).rounded()))] = painted
            }
        }
        // Value labels: the range ends, every start and target.
        var labels: [Int: String] = [:]
        for value in [data.low, data.high] + data.marks + data.targets { labels[row(value)] = f.fixed(value, 2) }
        let labelWidth = labels.values.map(\.count).max() ?? 0
        let (axis, tick, corner, rule) = style.ascii ? ("|", "+", "+", "-") : ("│", "┤", "└", "─")
        var lines: [String] = []
        for r in stride(from: height - 1, through: 0, by: -1) {
            let label = labels[r] ?? ""
            lines.append(String(repeating: " ", count: labelWidth - label.count) + label + " " + (label.isEmpty ? axis : tick) + grid[r].joined())
        }
        lines.append(String(repeating: " ", count: labelWidth + 1) + corner + String(repeating: rule, count: width))
        let endLabel = f.fixed(data.end, 2) + " s"
        lines.append(String(repeating: " ", count: labelWidth + 2) + "0" + String(repeating: " ", count: max(1, width - 1 - endLabel.count)) + endLabel)
        lines.append(data.series.enumerated().map { i, s in
            "\(marks[i % marks.count]) \(CompareTableRenderer.key(i)) " + s.legend(style)
        }.joined(separator: "   "))
        return lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
}
