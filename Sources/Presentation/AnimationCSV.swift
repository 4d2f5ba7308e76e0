import ViewlabAnimation

/// `--format csv` (cli-contract.md `animate`): the header `time,value`, then one row per sample
/// with at least six significant digits. Several animations get one column each, headed by their
/// expression (quoted, since expressions contain commas).
public enum AnimationCSV {
    public static func render(_ tables: [ValueTable]) -> String {
        let header = tables.count == 1 ? "time,value" : "time," + tables.map { quote($0.animation.spelling) }.joined(separator: ",")
        let rowCount = tables.map(\.rows.count).max() ?? 0
        let times = (0..<rowCount).map { i in tables.first { $0.rows.count > i }?.rows[i].time ?? 0 }
        let columns = tables.map { t in (values: t.rows.map(\.value), range: t.to - t.from) }
        return text(header: header, times: times, columns: columns)
    }

    /// The value shown under a sequence of retargets, sampled every `step` through `until`.
    public static func render(_ scenario: InterruptionScenario, range: Double, step: Double, until: Double) -> String {
        let times = SampleGrid.times(step: step, until: until)
        return text(header: "time,value", times: times, columns: [(times.map(scenario.presentation), range)])
    }

    /// A phase or keyframe timeline: `time` and one column per track (`time,value` for phases).
    public static func render(_ timeline: TimelineSamples) -> String {
        text(header: (["time"] + timeline.columns.map { quote($0.name) }).joined(separator: ","), times: timeline.times,
             columns: timeline.columns.map { c in (c.values, (c.values.max() ?? 0) - (c.values.min() ?? 0)) })
    }

    private static func text(header: String, times: [Double], columns: [(values: [Double], range: Double)]) -> String {
        let f = AnimationFormatting.self
        let rows = times.enumerated().map { i, t in
            ([f.time(t)] + columns.map { i < $0.values.count ? f.csvValue($0.values[i], range: $0.range) : "" }).joined(separator: ",")
        }
        return ([header] + rows).joined(separator: "\n") + "\n"
    }

    /// RFC 4180 quoting.
    static func quote(_ field: String) -> String {
        field.contains(",") || field.contains("\"") ? "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"" : field
    }
}
