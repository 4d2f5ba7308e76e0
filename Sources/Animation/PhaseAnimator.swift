/// `phaseAnimator(_:trigger:content:animation:)` as a timeline (environment-animation.md §3.7,
/// L3216–L3240): the view starts at the first phase; a trigger steps through the others and back
/// to the first, each step a separate animation started when the previous one is logically
/// complete (not in source; OpenSwiftUI). Without a trigger the cycle repeats forever.
///
/// Phases are given by their animatable value; the step into phase i uses `animation(i)`.
public struct PhaseAnimator: Sendable {
    public var phases: [Double]
    public var animation: @Sendable (Int) -> Animation
    /// True when there is no trigger, so the cycle loops.
    public var loops: Bool

    /// - Parameter animation: called with the index of the phase being entered; defaults to
    ///   `.default` (§3.7, not in source).
    public init(phases: [Double], loops: Bool = false, platform: Platform = .default,
                animation: (@Sendable (Int) -> Animation)? = nil) {
        self.phases = phases
        self.loops = loops
        self.animation = animation ?? { _ in .default(on: platform) }
    }

    /// One step of a cycle: entering `phase` at `start` with `animation`.
    public struct Step: Sendable {
        public var phase: Int
        public var start: Double
        public var animation: Animation
    }

    /// The steps of one trigger (or, when looping, as many cycles as fit before `until`).
    public func steps(until: Double = .infinity) -> [Step] {
        guard phases.count > 1 else { return [] }
        var steps: [Step] = []
        var t = 0.0
        repeat {
            for index in Array(1..<phases.count) + [0] {
                guard t <= until else { return steps }
                let a = animation(index)
                steps.append(Step(phase: index, start: t, animation: a))
                t += max(a.logicalDuration, 1e-3)
            }
        } while loops && until.isFinite
        return steps
    }

    /// When one trigger's cycle is logically over (the last step's logical completion).
    public var cycleDuration: Double {
        steps().reduce(0) { max($0, $1.start + $1.animation.logicalDuration) }
    }

    /// The value on screen at time t after a trigger at time 0.
    public func value(at t: Double) -> Double {
        guard let first = phases.first else { return 0 }
        let scenario = InterruptionScenario(
            initial: first,
            changes: steps(until: t).map { .init(at: $0.start, to: phases[$0.phase], animation: $0.animation) })
        return scenario.presentation(at: t)
    }
}
