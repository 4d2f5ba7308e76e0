/// How a spring moves, whichever way it is computed: the closed form (`Spring`) or SwiftUI's
/// 300 Hz integration (`FluidSpring`). Displacements and velocities are in value units, measured
/// from the target.
public protocol SpringSolution: Sendable {
    /// Logical completion comes once this much time has passed (§3.4).
    var response: Double { get }
    func displacement(at t: Double, from y0: Double, velocity v0: Double) -> Double
    func velocity(at t: Double, from y0: Double, velocity v0: Double) -> Double
    func settlingDuration(epsilon: Double) -> Double
    func removalTime(delta: Double) -> Double
}

extension Spring: SpringSolution {}
extension FluidSpring: SpringSolution {}
