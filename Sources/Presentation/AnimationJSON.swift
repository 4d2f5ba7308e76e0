import Foundation
import ViewlabAnimation

/// `--format json`: per animation its expression, resolved model and constants, the change, every
/// sample, completion times and extremes. One animation prints the object itself; several print
/// `{"animations": [...]}`.
public enum AnimationJSON {
    public static func render(_ tables: [ValueTable], platform: Platform) -> String {
        let objects = tables.map { object($0, platform: platform, indent: tables.count == 1 ? "" : "    ") }
        if objects.count == 1 { return objects[0] + "\n" }
        return "{\n  \"animations\": [\n" + objects.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    static func object(_ t: ValueTable, platform: Platform, indent: String) -> String {
        let model = t.animation.model
        let constants = model.constants.map { "\(string($0.name)): \(number($0.value))" }.joined(separator: ", ")
        let samples = t.rows.map { "{\"time\": \(number($0.time)), \"progress\": \(number($0.progress)), \"value\": \(number($0.value))}" }
        func extreme(_ e: ValueTable.Extreme?) -> String {
            guard let e else { return "null" }
            return "{\"progress\": \(number(e.progress)), \"value\": \(number(t.from + (t.to - t.from) * e.progress)), \"time\": \(number(e.time))}"
        }
        let fields = [
            "\"animation\": \(string(t.animation.spelling))",
            "\"platform\": \(string(platform.rawValue))",
            "\"model\": {\"kind\": \(string(model.kind)), \"resolved\": \(string(model.resolved)), \"interruption\": \(string(model.interruption)), \"constants\": {\(constants)}}",
            "\"from\": \(number(t.from))", "\"to\": \(number(t.to))", "\"step\": \(number(t.step))",
            "\"samples\": [\n\(indent)    " + samples.joined(separator: ",\n\(indent)    ") + "\n\(indent)  ]",
            "\"completion\": {\"logical\": \(optional(t.logicalCompletion)), \"removed\": \(optional(t.removal)), \"settled\": \(optional(t.settling))}",
            "\"overshoot\": \(extreme(t.overshoot))", "\"undershoot\": \(extreme(t.undershoot))",
        ]
        return "{\n" + fields.map { "\(indent)  " + $0 }.joined(separator: ",\n") + "\n\(indent)}"
    }

    /// A phase or keyframe timeline: its notes and `{"time": …, "<track>": …}` samples.
    public static func render(_ timeline: TimelineSamples) -> String {
        let samples = timeline.times.enumerated().map { i, t in
            "{\"time\": \(number(t))" + timeline.columns.map { ", \(string($0.name)): \(number($0.values[i]))" }.joined() + "}"
        }
        return "{\n  \"notes\": [" + timeline.notes.map { string($0.en) }.joined(separator: ", ") + "],\n  \"samples\": [\n    "
            + samples.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    /// Twelve significant digits, which drops float noise (−25.000000000000004) and keeps far
    /// more precision than any table; JSON has no NaN or infinity, so those become null.
    static func number(_ value: Double) -> String {
        guard value.isFinite, let trimmed = Double(String(format: "%.12g", value)) else { return "null" }
        return AnimationFormatting.shortest(trimmed == 0 ? 0 : trimmed)
    }
    static func optional(_ value: Double?) -> String { value.map(number) ?? "null" }

    /// JSON strings are escaped the same way everywhere.
    static func string(_ text: String) -> String { JSONText.string(text) }
}
