/// An animation sampled at regular times from one value to another, with the facts reported
/// under a value table (environment-animation.md §5; cli-contract.md `animate`).
public struct ValueTable: Sendable {
    public struct Row: Sendable, Equatable {
        public var time: Double
        public var progress: Double
        public var value: Double
    }
    /// An extreme of the progress outside [0, 1]: how far and when.
    public struct Extreme: Sendable, Equatable {
        public var progress: Double
        public var time: Double
    }

    public var animation: Animation
    public var from: Double
    public var to: Double
    public var step: Double
    public var rows: [Row]
    /// Logical completion (§3.4); nil under `repeatForever`.
    public var logicalCompletion: Double?
    /// Removal (§3.4 `.removed`); nil under `repeatForever`.
    public var removal: Double?
    /// ε = 0.001 settling time of the base spring (§3.10), nil for timing curves.
    public var settling: Double?
    /// The highest progress above 1, if any.
    public var overshoot: Extreme?
    /// The lowest progress below 0, if any.
    public var undershoot: Extreme?

    /// Samples on the `SampleGrid` from 0 through `until`. Without `until`
    /// the rows cover the animation's duration (a spring's settling time, rounded up to a whole
    /// step), one more row when a finite repeat snaps to the model value at its end (§3.11), and
    /// two passes of a `repeatForever`.
    public init(animation: Animation, from: Double, to: Double, step: Double = 0.05, until: Double? = nil) {
        self.animation = animation
        self.from = from; self.to = to; self.step = step
        let end = until ?? Self.defaultEnd(animation, step: step)
        rows = SampleGrid.times(step: step, until: end).map { t in
            let p = animation.progress(at: t)
            return Row(time: t, progress: p, value: from + (to - from) * p)
        }
        // A table of no change still reports the curve's own timing, as for a unit change.
        let delta = to - from
        logicalCompletion = AnimationCompletionCriteria.logicallyComplete.completionTime(of: [(animation, delta == 0 ? 1 : delta)])
        removal = AnimationCompletionCriteria.removed.completionTime(of: [(animation, delta == 0 ? 1 : delta)])
        settling = animation.springSolution.map { $0.settlingDuration(epsilon: 0.001) }
        (overshoot, undershoot) = Self.extremes(animation, until: max(end, 1e-3))
    }

    public static func defaultEnd(_ animation: Animation, step: Double) -> Double {
        var end = animation.duration
        if animation.isForever {
            let passes = animation.modifiers.filter { if case .repeat(nil, _) = $0 { false } else { true } }
            let single = Animation(base: animation.base, modifiers: passes, spelling: animation.spelling)
            end = 2 * single.duration
        }
        if !end.isFinite { end = 4 * (animation.spring?.response ?? 1) }
        var rounded = SampleGrid.roundUp(end, step: step)
        let snaps = animation.modifiers.contains { if case .repeat(.some, _) = $0 { true } else { false } }
        if snaps, abs(animation.progress(at: rounded) - 1) > 1e-9 { rounded += step }
        return rounded
    }

    /// Progress extremes outside [0, 1], scanned every millisecond and refined by ternary search.
    static func extremes(_ animation: Animation, until end: Double) -> (Extreme?, Extreme?) {
        let n = Int(min(end, 60) * 1000)
        var high = (p: 1.0, i: -1), low = (p: 0.0, i: -1)
        for i in 0...n {
            let p = animation.progress(at: Double(i) / 1000)
            if p > high.p { high = (p, i) }
            if p < low.p { low = (p, i) }
        }
        func refine(_ i: Int, sign: Double) -> Extreme {
            var a = max(0, Double(i - 1) / 1000), b = Double(i + 1) / 1000
            for _ in 0..<60 {
                let m1 = a + (b - a) / 3, m2 = b - (b - a) / 3
                if sign * animation.progress(at: m1) < sign * animation.progress(at: m2) { a = m1 } else { b = m2 }
            }
            let t = (a + b) / 2
            return Extreme(progress: animation.progress(at: t), time: t)
        }
        return (high.i >= 0 && high.p > 1 + 1e-9 ? refine(high.i, sign: 1) : nil,
                low.i >= 0 && low.p < -1e-9 ? refine(low.i, sign: -1) : nil)
    }
}
