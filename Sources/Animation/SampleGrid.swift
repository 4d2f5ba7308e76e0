/// Sample times tᵢ = i·step, computed from i rather than accumulated, so there is no float drift
/// (environment-animation.md §5). The 1e-9 slack keeps 0.3 / 0.1 = 2.9999999999999996 from
/// losing its last row.
public enum SampleGrid {
    /// 0, step, 2·step, … up to and including `until`. When the step is 1/n (0.05, 0.1, 1/60)
    /// the times are i/n, so 0.3 is 0.3 rather than 6 × 0.05 = 0.30000000000000004; that matters
    /// to SwiftUI's fluid springs, whose step count depends on which side of a step a time falls.
    public static func times(step: Double, until: Double) -> [Double] {
        let rate = (1 / step).rounded()
        let perSecond = abs(1 / step - rate) < 1e-9 * rate
        return (0...max(Int((until / step + 1e-9).rounded(.down)), 0)).map { perSecond ? Double($0) / rate : Double($0) * step }
    }

    /// The first grid time at or after t.
    public static func roundUp(_ t: Double, step: Double) -> Double {
        (t / step - 1e-9).rounded(.up) * step
    }
}
