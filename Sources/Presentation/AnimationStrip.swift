import ViewlabAnimation

/// The one-character-per-row summaries under a value table (environment-animation.md §5):
/// the gradeable ASCII strip and the Unicode sparkline, and the 20-cell bar of each row.
enum AnimationStrip {
    /// `round(10·f)` as a digit; `#` at the target (round gives 10), `^` above 1.005, `v` below −0.005.
    static func stripCharacter(_ f: Double) -> Character {
        if f > 1.005 { return "^" }
        if f < -0.005 { return "v" }
        let level = Int((10 * f).rounded(.toNearestOrAwayFromZero))
        return level >= 10 ? "#" : Character(String(max(level, 0)))
    }

    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Eight block levels, `round(7·f)`, clamped.
    static func sparkCharacter(_ f: Double) -> Character {
        blocks[min(max(Int((7 * f).rounded(.toNearestOrAwayFromZero)), 0), 7)]
    }

    static func strip(_ fractions: [Double]) -> String { String(fractions.map(stripCharacter)) }
    static func spark(_ fractions: [Double]) -> String { String(fractions.map(sparkCharacter)) }

    /// 20 cells spanning from → to, then `|`; `|+` marks overshoot and `|-` undershoot (the latter
    /// is our addition to §5).
    static func bar(_ f: Double, style: OutputStyle) -> String {
        let filled = min(max(Int((20 * f).rounded(.toNearestOrAwayFromZero)), 0), 20)
        let cells = String(repeating: "#", count: filled) + style.dim(String(repeating: ".", count: 20 - filled))
        return cells + "|" + (f > 1.005 ? "+" : f < -0.005 ? "-" : "")
    }
}
