/// One track resolved into segments with start and end values and velocities.
struct TrackCurve {
    struct Segment {
        var keyframe: Keyframe
        var start: Double, end: Double
        var from: Double
        var startVelocity: Double, endVelocity: Double
    }
    var segments: [Segment] = []
    let initial: Double

    init(initial: Double, track: KeyframeTrack) {
        self.initial = initial
        let frames = track.keyframes
        // Keyframe times and values; point 0 is the initial value at t = 0.
        var times = [0.0], values = [initial]
        for frame in frames { times.append(times.last! + frame.duration); values.append(frame.value) }

        /// A cubic's tangent at point j: zero at the ends of the track; the velocity of the
        /// non-cubic neighbour across j when there is one; Catmull-Rom otherwise (§3.8).
        func cubicTangent(at j: Int, across neighbourVelocity: Double?) -> Double {
            guard j > 0, j < frames.count else { return 0 }
            if let neighbourVelocity { return neighbourVelocity }
            let span = times[j + 1] - times[j - 1]
            return span > 0 ? (values[j + 1] - values[j - 1]) / span : 0
        }
        func linearVelocity(_ k: Int, from: Double, atStart: Bool) -> Double? {
            guard case .linear(let v, let d, let curve) = frames[k], d > 0 else { return nil }
            return curve.slope(atStart ? 0 : 1) * (v - from) / d
        }

        var from = initial, incoming = 0.0
        for (k, frame) in frames.enumerated() {
            let start = times[k], end = times[k + 1]
            var startVelocity = 0.0, endVelocity = 0.0
            switch frame {
            case .linear:
                startVelocity = linearVelocity(k, from: from, atStart: true) ?? 0
                endVelocity = linearVelocity(k, from: from, atStart: false) ?? 0
            case .cubic:
                startVelocity = cubicTangent(at: k, across: k > 0 && !frames[k - 1].isCubic ? incoming : nil)
                // A following cubic or spring takes this cubic's velocity, so only a linear or
                // move neighbour imposes one.
                let nextVelocity: Double? = switch k + 1 < frames.count ? frames[k + 1] : nil {
                case .linear?: linearVelocity(k + 1, from: values[k + 1], atStart: true)
                case .move?: 0
                default: nil
                }
                endVelocity = cubicTangent(at: k + 1, across: nextVelocity)
            case .spring(let target, let d, let spring):
                startVelocity = incoming
                endVelocity = -spring.velocity(at: d, from: target - from, velocity: -incoming)
            case .move:
                break
            }
            segments.append(Segment(keyframe: frame, start: start, end: end, from: from, startVelocity: startVelocity, endVelocity: endVelocity))
            from = Self.value(of: segments[segments.count - 1], at: end)
            incoming = endVelocity
        }
    }

    func value(at t: Double) -> Double {
        guard let segment = segments.last(where: { $0.start <= t }) ?? segments.first else { return initial }
        return Self.value(of: segment, at: min(max(t, segment.start), segment.end))
    }

    static func value(of s: Segment, at t: Double) -> Double {
        let h = s.end - s.start
        let target = s.keyframe.value
        guard h > 0 else { return target }
        let u = (t - s.start) / h
        switch s.keyframe {
        case .linear(_, _, let curve):
            return s.from + (target - s.from) * curve.progress(u)
        case .cubic:
            // Cubic Hermite basis (§3.8).
            let u2 = u * u, u3 = u2 * u
            return (2 * u3 - 3 * u2 + 1) * s.from + (u3 - 2 * u2 + u) * h * s.startVelocity
                + (-2 * u3 + 3 * u2) * target + (u3 - u2) * h * s.endVelocity
        case .spring(_, _, let spring):
            return target - spring.displacement(at: t - s.start, from: target - s.from, velocity: -s.startVelocity)
        case .move:
            return target
        }
    }
}
