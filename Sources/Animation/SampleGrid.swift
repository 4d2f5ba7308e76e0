/// Sample times tᵢ = i·step, computed from i rather than accumulated, so there is no float drift
/// (environment-animation.md §5). The 1e-9 slack keeps 0.3 / 0.1 = 2.9999999999999996 from
/// losing its last row.
public enum SampleGrid {
    /// 0, step, 2·step, … up to and including `until`.
    public static func times(step: Double, until: Double) -> [Double] {
        (0...max(Int((until / step + 1e-9).rounded(.down)), 0)).map { Double($0) * step }
    }

    /// The first grid time at or after t.
    public static func roundUp(_ t: Double, step: Double) -> Double {
        (t / step - 1e-9).rounded(.up) * step
    }
}
