import ViewlabAnimation

/// The value-over-time curves shared by the terminal plot and the SVG: each series sampled at
/// evenly spaced times, a value range covering every sample and reference line, the reference
/// lines themselves (targets are dashed) and a legend entry per series.
public struct AnimationPlotData {
    public struct Series {
        public var label: String
        /// The change an animation series animates, shown in the legend.
        public var change: (from: Double, to: Double)?
        public var points: [(time: Double, value: Double)]

        func legend(_ style: OutputStyle) -> String {
            let f = AnimationFormatting.self
            return label + (change.map { " (\(f.shortest($0.from)) \(f.arrow(style)) \(f.shortest($0.to)))" } ?? "")
        }
    }
    var end: Double
    var series: [Series]
    var low: Double, high: Double
    /// Values marked with a dashed line (targets).
    var targets: [Double]
    /// Values labelled on the axis besides the range ends (starts and targets).
    var marks: [Double]

    init(series: [Series], end: Double, targets: [Double], marks: [Double]) {
        self.series = series
        self.end = max(end, 1e-3)
        self.targets = targets
        self.marks = marks
        let values = series.flatMap { $0.points.map(\.value) } + targets + marks
        low = values.min() ?? 0
        high = values.max() ?? 1
        if high - low < 1e-12 { high = low + 1 }
    }

    /// Animations of a change, evaluated directly at `samples` times over the tables' span.
    public init(_ tables: [ValueTable], samples: Int) {
        let end = max(tables.compactMap { $0.rows.last?.time }.max() ?? 0, 1e-3)
        self.init(
            series: tables.map { table in
                Series(label: table.animation.spelling, change: (table.from, table.to),
                       points: (0..<samples).map { j in
                           let t = end * Double(j) / Double(samples - 1)
                           return (t, table.from + (table.to - table.from) * table.animation.progress(at: t))
                       })
            },
            end: end, targets: tables.map(\.to), marks: tables.map(\.from))
    }

    /// A phase or keyframe timeline, as sampled.
    public init(_ timeline: TimelineSamples) {
        self.init(series: timeline.columns.map { column in Series(label: column.name, change: nil, points: Array(zip(timeline.times, column.values))) },
                  end: timeline.times.last ?? 0, targets: [], marks: timeline.columns.compactMap(\.values.first))
    }

    /// 0 at `low`, 1 at `high`.
    func fraction(_ value: Double) -> Double { (value - low) / (high - low) }
}
