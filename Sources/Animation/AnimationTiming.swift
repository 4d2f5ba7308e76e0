/// Evaluating an `Animation` over time: progress, durations and completion.
///
/// Modifiers are peeled from the outside in: each maps the time it is given to the time of the
/// animation it wraps (environment-animation.md §3.11).
extension Animation {
    /// Progress at time t (0 at the start, 1 at the target; may overshoot or undershoot).
    public func progress(at t: Double) -> Double { progress(at: t, layers: modifiers.count) }

    /// How long one run takes: a curve's duration, a spring's settling time (ε = 0.001), scaled by
    /// the modifiers; `.infinity` under `repeatForever`.
    public var duration: Double { layerDurations[modifiers.count] }

    /// When the animation is logically complete (§3.4): curves at their duration, springs once
    /// the elapsed time reaches the response (OpenSwiftUI; not in the book).
    public var logicalDuration: Double {
        timing(layers: modifiers.count) { base in
            switch base {
            case .curve(_, let duration): duration
            case .spring(let spring, _, _, _): spring.response
            case .fluidSpring(let spring, _): spring.response
            }
        }
    }

    /// When the animation of a change by `delta` is removed (§3.4 `.removed`).
    public func removalTime(delta: Double) -> Double {
        timing(layers: modifiers.count) { base in
            switch base {
            case .curve(_, let duration): duration
            case .spring(let spring, _, _, _): spring.removalTime(delta: delta)
            case .fluidSpring(let spring, _): spring.removalTime(delta: delta)
            }
        }
    }

    /// True when a `repeatForever` makes the animation endless.
    public var isForever: Bool { modifiers.contains { if case .repeat(nil, _) = $0 { true } else { false } } }

    /// True for a bare merging spring, which on retargeting hands its position and velocity to
    /// its successor instead of adding to it (environment-animation.md §3.5). With modifiers the
    /// time mapping makes velocity hand-over ill-defined, so those add (not in source).
    public var merges: Bool {
        guard modifiers.isEmpty else { return false }
        switch base {
        case .spring(_, _, let merges, _): return merges
        case .fluidSpring: return true
        case .curve: return false
        }
    }

    /// The base spring's parameters, when the base is a spring (for a fluid spring, the spring
    /// with its stiffness and damping).
    public var spring: Spring? {
        switch base {
        case .spring(let spring, _, _, _): spring
        case .fluidSpring(let fluid, _): Spring(mass: 1, stiffness: fluid.stiffness, damping: fluid.damping)
        case .curve: nil
        }
    }

    /// How the base spring moves (closed form or integrated), when the base is a spring.
    public var springSolution: (any SpringSolution)? {
        switch base {
        case .spring(let spring, _, _, _): spring
        case .fluidSpring(let fluid, _): fluid
        case .curve: nil
        }
    }

    private func baseProgress(at t: Double) -> Double {
        switch base {
        case .curve(let curve, let duration):
            duration > 0 ? curve.progress(t / duration) : 1
        case .spring(let spring, _, _, let v0):
            spring.progress(at: t, initialVelocity: v0)
        case .fluidSpring(let fluid, _):
            1 - fluid.displacement(at: t, from: 1, velocity: 0)
        }
    }

    private func progress(at t: Double, layers: Int) -> Double {
        guard layers > 0 else { return baseProgress(at: max(t, 0)) }
        switch modifiers[layers - 1] {
        case .delay(let d): return progress(at: max(0, t - d), layers: layers - 1)
        case .speed(let s): return progress(at: t * s, layers: layers - 1)
        case .repeat(let count, let autoreverses):
            // Pass k covers (k·D, (k+1)·D]; odd passes run backwards when autoreversing, and after
            // the last pass the animation is removed so the model value (progress 1) shows (§3.11).
            let pass = layerDurations[layers - 1]
            guard pass > 0, pass.isFinite else { return progress(at: t, layers: layers - 1) }
            if let count, t > Double(count) * pass { return 1 }
            let index = t <= 0 ? 0 : (t / pass).rounded(.up) - 1
            let local = progress(at: t - index * pass, layers: layers - 1)
            return autoreverses && index.truncatingRemainder(dividingBy: 2) == 1 ? 1 - local : local
        }
    }

    /// Durations of the base (a curve's duration, a spring's ε = 0.001 settling time) and of
    /// each layer: a delay adds, a speed divides, n repeats multiply one pass.
    static func layerDurations(base: Base, modifiers: [Modifier]) -> [Double] {
        var durations: [Double]
        switch base {
        case .curve(_, let duration): durations = [duration]
        case .spring(let spring, _, _, _): durations = [spring.settlingDuration()]
        case .fluidSpring(let fluid, _): durations = [fluid.settlingDuration()]
        }
        for modifier in modifiers {
            let inner = durations[durations.count - 1]
            switch modifier {
            case .delay(let d): durations.append(inner + d)
            case .speed(let s): durations.append(inner / s)
            case .repeat(let count, _): durations.append(count.map { Double($0) * inner } ?? .infinity)
            }
        }
        return durations
    }

    /// Composes a base time outward through the first `layers` modifiers: a delay adds, a speed
    /// divides, n repeats multiply one pass (the whole pass, whatever the base measures).
    private func timing(layers: Int, base measure: (Base) -> Double) -> Double {
        guard layers > 0 else { return measure(base) }
        switch modifiers[layers - 1] {
        case .delay(let d): return timing(layers: layers - 1, base: measure) + d
        case .speed(let s): return timing(layers: layers - 1, base: measure) / s
        case .repeat(let count, _):
            guard let count else { return .infinity }
            return Double(count) * layerDurations[layers - 1]
        }
    }
}
