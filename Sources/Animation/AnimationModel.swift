/// What an animation resolves to, for headers and JSON: the model, its constants and how it
/// combines with an animation already running (cli-contract.md: "the table header names the model
/// and its constants").
public struct AnimationModel: Sendable {
    /// `timing curve`, `spring (closed form)` or `spring (integrated at 300 Hz like SwiftUI)`.
    public var kind: String
    /// The base in canonical form, e.g. `timingCurve(0.42, 0, 0.58, 1, duration: 1)`.
    public var resolved: String
    /// Named constants in a fixed order, e.g. stiffness and damping.
    public var constants: [(name: String, value: Double)]
    /// `additive` or `merge (keeps velocity)` (environment-animation.md §3.5).
    public var interruption: String
}

extension Animation {
    public var model: AnimationModel {
        switch base {
        case .curve(let c, let duration):
            let points = [c.p1x, c.p1y, c.p2x, c.p2y].map(Self.number).joined(separator: ", ")
            return AnimationModel(
                kind: "timing curve", resolved: "timingCurve(\(points), duration: \(Self.number(duration)))",
                constants: [("p1x", c.p1x), ("p1y", c.p1y), ("p2x", c.p2x), ("p2y", c.p2y), ("duration", duration)],
                interruption: "additive")
        case .spring(let s, let blend, _, let v0):
            return springModel(s, kind: "spring (closed form)", blend: blend, initialVelocity: v0)
        case .fluidSpring(let fluid, let blend):
            // The parameters are the closed form's; only the way they move differs.
            return springModel(Spring(mass: 1, stiffness: fluid.stiffness, damping: fluid.damping),
                               kind: "spring (integrated at 300 Hz like SwiftUI)", blend: blend, initialVelocity: 0)
        }
    }

    private func springModel(_ s: Spring, kind: String, blend: Double, initialVelocity v0: Double) -> AnimationModel {
        var constants: [(name: String, value: Double)] = [
            ("response", s.response), ("dampingFraction", s.dampingRatio), ("bounce", s.bounce),
            ("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping)]
        if blend != 0 { constants.append(("blendDuration", blend)) }
        if v0 != 0 { constants.append(("initialVelocity", v0)) }
        return AnimationModel(
            kind: kind,
            resolved: "spring(mass: \(Self.rounded(s.mass)), stiffness: \(Self.rounded(s.stiffness)), damping: \(Self.rounded(s.damping)))",
            constants: constants,
            interruption: merges ? "merge (keeps velocity)" : "additive")
    }

    /// Four decimals at most, for human-facing constants (157.9137 rather than 157.91367…).
    static func rounded(_ value: Double) -> String { number((value * 10_000).rounded() / 10_000) }
}
