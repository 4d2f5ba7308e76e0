import ViewlabModel

/// Several named values sampled on the `SampleGrid`: the value table of a phase animator or a
/// keyframe timeline (issue 6 item 6: they "produce value tables the same way").
public struct TimelineSamples: Sendable {
    public struct Column: Sendable {
        public var name: String
        public var values: [Double]
    }
    /// What produced the samples, one line each (the animator, its tracks or phases, conventions).
    public var notes: [Bilingual]
    public var times: [Double]
    public var columns: [Column]

    /// A keyframe timeline, one column per track; by default through its duration.
    public init(_ timeline: KeyframeTimeline, step: Double, until: Double? = nil) {
        times = SampleGrid.times(step: step, until: until ?? timeline.duration)
        let samples = times.map(timeline.value(time:))
        columns = timeline.tracks.enumerated().map { i, track in Column(name: track.name, values: samples.map { $0[i] }) }
        notes = [Message.keyframeTracks.filled(["\(timeline.tracks.count)", Animation.number(timeline.duration)])]
            + timeline.tracks.map { Message.keyframeTrack.filled([$0.name, $0.keyframes.map(Self.describe).joined(separator: " ")]) }
            + [Message.cubicConvention.filled([])]
    }

    /// One trigger of a phase animator, one column; by default until the last step has settled.
    public init(_ animator: PhaseAnimator, step: Double, until: Double? = nil) {
        let steps = animator.steps(until: until ?? .infinity)
        let end = steps.map { $0.start + $0.animation.duration }.max() ?? 0
        times = SampleGrid.times(step: step, until: until ?? SampleGrid.roundUp(end, step: step))
        columns = [Column(name: "value", values: times.map(animator.value(at:)))]
        notes = [Message.phaseCycle.filled(with: [animator.phases.map(Animation.number).joined(separator: ", "),
                                                  (animator.loops ? Message.phasesLoop : .phasesOneTrigger).filled([])])]
            + steps.map {
                Message.phaseStep.filled([Animation.number(($0.start * 1e6).rounded() / 1e6), "\($0.phase)",
                                          Animation.number(animator.phases[$0.phase]), $0.animation.spelling])
            }
    }

    /// A spring's parameters, derived in floating point, to the thousandth that anyone writes.
    private static func rounded(_ x: Double) -> String { Animation.number((x * 1000).rounded() / 1000) }

    static func describe(_ k: Keyframe) -> String {
        switch k {
        case .linear(let v, let d, let curve):
            "linear(\(Animation.number(v)), \(Animation.number(d)) s" + (curve == .linear ? ")" : ", \(curve.name ?? "timing curve"))")
        case .cubic(let v, let d): "cubic(\(Animation.number(v)), \(Animation.number(d)) s)"
        case .spring(let v, let d, let spring):
            "spring(\(Animation.number(v)), \(Animation.number(d)) s"
                + (spring == Spring(duration: 0.5, bounce: 0) ? ")"
                    : ", duration \(rounded(spring.response)) bounce \(rounded(spring.bounce)))")
        case .move(let v, _): "move(\(Animation.number(v)))"
        }
    }
}
