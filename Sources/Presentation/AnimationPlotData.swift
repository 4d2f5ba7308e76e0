import ViewlabAnimation

/// The value-over-time curves shared by the terminal plot and the SVG: each animation sampled at
/// evenly spaced times over the table's time span, and a value range that covers the change and
/// every overshoot.
struct AnimationPlotData {
    var end: Double
    var curves: [[(time: Double, value: Double)]]
    var low: Double, high: Double
    var targets: [Double]
    var starts: [Double]

    init(_ tables: [ValueTable], samples: Int) {
        end = max(tables.compactMap { $0.rows.last?.time }.max() ?? 0, 1e-3)
        let span = end
        curves = tables.map { table in
            (0..<samples).map { j in
                let t = span * Double(j) / Double(samples - 1)
                return (t, table.from + (table.to - table.from) * table.animation.progress(at: t))
            }
        }
        let values = curves.flatMap { $0.map(\.value) } + tables.flatMap { [$0.from, $0.to] }
        low = values.min() ?? 0
        high = values.max() ?? 1
        if high - low < 1e-12 { high = low + 1 }
        targets = tables.map(\.to)
        starts = tables.map(\.from)
    }

    /// 0 at `low`, 1 at `high`.
    func fraction(_ value: Double) -> Double { (value - low) / (high - low) }
}
