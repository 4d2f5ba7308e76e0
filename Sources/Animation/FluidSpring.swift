/// SwiftUI's own way of running `spring(response:dampingFraction:)` and the springs built on it:
/// not the closed form but a fixed-step integration at 300 Hz with half-step velocity updates,
/// stiffness capped at 45 000, starting with zero force (anchors.md §D, OpenSwiftUI's
/// FluidSpringAnimation; not in the book). Chosen with `--springs fluid`; it reproduces the
/// anchors' "`.spring` fluid" column, which differs from the closed form by up to ~0.015.
///
/// Like the closed form it is linear in the starting displacement and velocity, so merging two
/// equal springs still equals adding them.
public struct FluidSpring: Equatable, Sendable {
    public var response: Double
    public var dampingFraction: Double

    public init(response: Double, dampingFraction: Double) {
        self.response = response; self.dampingFraction = dampingFraction
    }

    static let step = 1.0 / 300

    public var stiffness: Double { min(pow2(2 * Double.pi / response), 45_000) }
    public var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }

    private func pow2(_ x: Double) -> Double { x * x }

    /// One run of the integrator from displacement `y0` (value units from the target) and
    /// velocity `v0`, calling `visit` after every step with the elapsed time, displacement,
    /// velocity and force; `visit` returns false to stop.
    private func integrate(from y0: Double, velocity v0: Double, _ visit: (Double, Double, Double, Double) -> Bool) {
        // SwiftUI's state is the offset travelled towards `y0`; displacement = y0 − offset.
        let k = stiffness, c = damping, h = Self.step
        var offset = 0.0, velocity = -v0, force = 0.0, t = 0.0
        repeat {
            let half = velocity + force * h / 2
            offset += half * h
            force = -c * half + k * (y0 - offset)
            velocity = half + force * h / 2
            t += h
        } while visit(t, y0 - offset, -velocity, force)
    }

    /// Displacement and velocity at time t: the state after as many steps as SwiftUI's
    /// `while t < time { t += 1/300 }` loop takes.
    func state(at time: Double, from y0: Double, velocity v0: Double) -> (position: Double, velocity: Double) {
        guard time > 0 else { return (y0, v0) }
        var result = (position: y0, velocity: v0)
        integrate(from: y0, velocity: v0) { t, y, v, _ in
            result = (y, v)
            return t < time
        }
        return result
    }

    public func displacement(at t: Double, from y0: Double, velocity v0: Double) -> Double { state(at: t, from: y0, velocity: v0).position }
    public func velocity(at t: Double, from y0: Double, velocity v0: Double) -> Double { state(at: t, from: y0, velocity: v0).velocity }

    /// The last step at which |1 − progress| ≥ ε, integrating until velocity and force are tiny.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        var last = 0.0
        integrate(from: 1, velocity: 0) { t, y, v, f in
            if abs(y) >= epsilon { last = t }
            return t < 600 && !(abs(y) < epsilon * 1e-3 && abs(v) < epsilon && abs(f) < epsilon)
        }
        return last
    }

    /// SwiftUI's removal test for a change by `delta`: velocity² and force² at most 0.0036 and
    /// the remaining distance within 1% of the change.
    public func removalTime(delta: Double) -> Double {
        guard delta != 0 else { return 0 }
        var removed = Double.infinity
        integrate(from: delta, velocity: 0) { t, y, v, f in
            if v * v <= 0.0036, f * f <= 0.0036, abs(y) <= abs(delta) * 0.01 { removed = t; return false }
            return t < 600
        }
        return removed
    }
}
