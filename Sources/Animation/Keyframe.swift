/// One keyframe of a track: where the value goes, how, and how long it takes
/// (environment-animation.md §3.8, L3242–L3345).
public enum Keyframe: Equatable, Sendable {
    /// Straight interpolation, optionally along a timing curve.
    case linear(Double, duration: Double, curve: UnitCurve = .linear)
    /// A smooth cubic Hermite segment (§3.8: Catmull-Rom between cubics; not in source).
    case cubic(Double, duration: Double)
    /// A spring towards the value for `duration` seconds, starting with the incoming velocity
    /// (not in source; Apple's default spring is `Spring()`, duration 0.5 and bounce 0).
    case spring(Double, duration: Double, spring: Spring = Spring(duration: 0.5, bounce: 0))
    /// Jumps to the value and holds it (L3291).
    case move(Double, duration: Double)

    public var value: Double {
        switch self {
        case .linear(let v, _, _), .cubic(let v, _), .spring(let v, _, _), .move(let v, _): v
        }
    }
    public var duration: Double {
        switch self {
        case .linear(_, let d, _), .cubic(_, let d), .spring(_, let d, _), .move(_, let d): d
        }
    }
    var isCubic: Bool { if case .cubic = self { true } else { false } }
}

/// `KeyframeTrack(\.path) { … }`: keyframes run one after the other from the track's initial value.
public struct KeyframeTrack: Equatable, Sendable {
    public var name: String
    public var keyframes: [Keyframe]
    public init(_ name: String, _ keyframes: [Keyframe]) { self.name = name; self.keyframes = keyframes }

    public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }
}
