import Foundation
import ViewlabAnimation

/// Number spellings shared by the animation renderers (and the `animate` command's messages).
public enum AnimationFormatting {
    /// Fixed decimals, rounded half away from zero, never `-0.00` (environment-animation.md §5).
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let scale = pow(10, Double(decimals))
        var rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        if rounded == 0 { rounded = 0 }
        return String(format: "%.\(decimals)f", rounded)
    }

    /// A sample time: i·step carries float noise (0.15000000000000002), so round to 1e-9 and use
    /// the shortest spelling.
    static func time(_ t: Double) -> String { shortest((t * 1e9).rounded() / 1e9) }

    /// Nine significant digits (the contract asks for at least six), with noise below 1e-9 of
    /// the range shown as 0.
    static func csvValue(_ value: Double, range: Double) -> String {
        let snapped = abs(value) < 1e-9 * max(1, abs(range)) ? 0 : value
        return String(format: "%.9g", snapped)
    }

    /// Shortest round-trip decimal, `1` rather than `1.0`.
    public static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `value 0 → 100` with the arrow the style allows.
    static func arrow(_ style: OutputStyle) -> String { style.ascii ? "->" : "→" }

    /// The constants of a model as `name value` pairs, four decimals at most.
    static func constants(_ model: AnimationModel) -> String {
        model.constants.map { "\($0.name) \(shortest(($0.value * 10_000).rounded() / 10_000))" }.joined(separator: ", ")
    }

}
