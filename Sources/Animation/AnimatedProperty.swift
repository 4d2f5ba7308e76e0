/// One animatable attribute over time: its model value and the animations still running on it
/// (environment-animation.md §3.5, interruption).
///
/// Each running animation remembers how far the presentation still lags behind the model
/// because of it; the value on screen is `model − Σ remaining`. Timing curves and
/// `interpolatingSpring` add: every change keeps running with its own Δ, start time and curve.
/// Merging springs (`spring(...)`, presets, iOS 17 `.default`) replace the merging springs already
/// running, taking over their remaining distance and velocity, which is "replaced by their
/// successor, preserving velocity" ("Settled constants"). A change without animation snaps and
/// cancels everything (§3.1 step 4, not in source).
///
/// A spring's `blendDuration` (smoothstep-blending the response when it changes, §3.5) is not
/// modelled: the successor's parameters apply at once (listed in KNOWN-GAPS.md).
public struct AnimatedProperty: Sendable {
    public struct Running: Sendable {
        public var animation: Animation
        /// When it started.
        public var start: Double
        /// The distance it had to cover (new model − presentation it took over).
        public var delta: Double
        /// The presentation's velocity it took over (merging springs only), in value units per second.
        public var velocity: Double

        /// How far behind the model this animation keeps the presentation at time t.
        public func remaining(at t: Double) -> Double {
            let elapsed = max(0, t - start)
            if let spring = mergingSpring { return spring.displacement(at: elapsed, from: delta, velocity: -velocity) }
            return delta * (1 - animation.progress(at: elapsed))
        }

        /// d(remaining)/dt: the spring's own velocity for merging springs, a central difference otherwise.
        public func remainingVelocity(at t: Double) -> Double {
            let elapsed = max(0, t - start)
            if let spring = mergingSpring { return spring.velocity(at: elapsed, from: delta, velocity: -velocity) }
            let h = 1e-6
            return (remaining(at: t + h) - remaining(at: max(start, t - h))) / (t + h - max(start, t - h))
        }

        /// The spring when this animation merges on retargeting.
        var mergingSpring: (any SpringSolution)? { animation.merges ? animation.springSolution : nil }

        public func isFinished(at t: Double) -> Bool {
            !animation.isForever && t - start > animation.removalTime(delta: delta)
        }
    }

    public private(set) var model: Double
    public private(set) var running: [Running] = []

    public init(_ value: Double) { model = value }

    /// Sets the model value at time `t`, animated by `animation` or snapping when it is nil.
    public mutating func set(_ value: Double, at t: Double, animation: Animation?) {
        running.removeAll { $0.isFinished(at: t) }
        guard let animation else {
            model = value
            running = []
            return
        }
        var entry = Running(animation: animation, start: t, delta: value - model, velocity: 0)
        if entry.mergingSpring != nil {
            let merged = running.filter { $0.mergingSpring != nil }
            entry.delta += merged.reduce(0) { $0 + $1.remaining(at: t) }
            entry.velocity = -merged.reduce(0) { $0 + $1.remainingVelocity(at: t) }
            running.removeAll { $0.mergingSpring != nil }
        }
        model = value
        running.append(entry)
    }

    /// What is drawn at time t.
    public func presentation(at t: Double) -> Double {
        model - running.reduce(0) { $0 + $1.remaining(at: t) }
    }

    /// The presentation's velocity at time t.
    public func velocity(at t: Double) -> Double {
        -running.reduce(0) { $0 + $1.remainingVelocity(at: t) }
    }
}
