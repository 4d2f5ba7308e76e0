import Foundation

/// A damped harmonic oscillator m·x″ = −k·(x − target) − c·x′, solved in closed form
/// (environment-animation.md §3.10; anchors.md §D "Spring value type").
///
/// Every initializer converts to mass, stiffness and damping; the other parameterisations are
/// derived from those, so `Spring(duration: 0.5, bounce: 0.3)` and
/// `Spring(mass: 1, stiffness: 157.91, damping: 17.59)` are the same spring.
public struct Spring: Equatable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
    }

    /// §3.10: ω₀ = 2π/r, k = (2π/r)², c = 4πζ/r, m = 1.
    public init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }

    /// §3.10: response = duration; ζ = 1 − b for b ≥ 0, ζ = 1/(1 + b) for b < 0.
    public init(duration: Double, bounce: Double) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    public static func dampingRatio(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// ω₀ = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The period of the undamped spring, 2π/ω₀ (Apple's "duration" and "response").
    public var response: Double { 2 * Double.pi / naturalFrequency }
    /// The inverse of `init(duration:bounce:)`'s mapping.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    private enum Regime { case under, critical, over }
    private var regime: Regime {
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 { return .critical }
        return zeta < 1 ? .under : .over
    }

    /// The distance from the target at time t, starting `y0` away with velocity `v0` (both in value
    /// units). This is the free response of y″ + 2ζω₀y′ + ω₀²y = 0; the step response of §3.10 is
    /// `1 − displacement(t, from: 1, velocity: −v₀)`. Linear in (y0, v0), which is why merging
    /// springs with equal parameters is the same as adding them (§3.5 "Test fact").
    public func displacement(at t: Double, from y0: Double, velocity v0: Double) -> Double {
        state(at: t, from: y0, velocity: v0).position
    }

    /// d/dt of `displacement`.
    public func velocity(at t: Double, from y0: Double, velocity v0: Double) -> Double {
        state(at: t, from: y0, velocity: v0).velocity
    }

    private func state(at t: Double, from y0: Double, velocity v0: Double) -> (position: Double, velocity: Double) {
        let w = naturalFrequency, zeta = dampingRatio
        switch regime {
        case .under:
            let wd = w * (1 - zeta * zeta).squareRoot(), decay = zeta * w
            let a = y0, b = (v0 + decay * y0) / wd
            let e = exp(-decay * t), cosine = cos(wd * t), sine = sin(wd * t)
            let position = e * (a * cosine + b * sine)
            let velocity = e * ((b * wd - decay * a) * cosine - (a * wd + decay * b) * sine)
            return (position, velocity)
        case .critical:
            let b = v0 + w * y0, e = exp(-w * t)
            return (e * (y0 + b * t), e * (b - w * (y0 + b * t)))
        case .over:
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Progress of a 0 → 1 change at time t with initial progress velocity v₀ (§3.10 step response).
    public func progress(at t: Double, initialVelocity v0: Double = 0) -> Double {
        1 - displacement(at: t, from: 1, velocity: -v0)
    }

    /// The last time |1 − progress| exceeds ε (§3.10 "Settling", ε = 0.001 as
    /// `Spring.settlingDuration` uses): the exact crossing, found by stepping past the decay
    /// envelope and bisecting, not the envelope estimate.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let w = naturalFrequency, zeta = dampingRatio
        // Slowest decay rate of the free response; beyond the envelope's ε time nothing crosses.
        let rate = zeta < 1 ? zeta * w : w * (zeta - (zeta * zeta - 1).squareRoot())
        guard rate > 0 else { return .infinity }
        let horizon = (log(4 / epsilon) + 4) / rate
        let step = min(0.001, horizon / 1000)
        var t = horizon
        while t > 0, abs(displacement(at: t, from: 1, velocity: 0)) < epsilon { t -= step }
        var lo = t, hi = t + step
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid, from: 1, velocity: 0)) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// When SwiftUI removes a spring animation of a change by `delta` (anchors.md §D,
    /// OpenSwiftUI's FluidSpringAnimation; not in the book): velocity² and force² at most 0.0036 in
    /// value units and the value within 1% of the change.
    public func removalTime(delta: Double) -> Double {
        guard delta != 0 else { return 0 }
        let step = 1.0 / 300, limit = 0.0036
        var t = 0.0
        while t < 600 {
            let (y, v) = state(at: t, from: delta, velocity: 0)
            let force = -stiffness * y - damping * v
            if v * v <= limit && force * force <= limit && abs(y) <= abs(delta) * 0.01 { return t }
            t += step
        }
        return .infinity
    }
}
