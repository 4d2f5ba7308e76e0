import ViewlabAnimation
import ViewlabModel

/// A phase animator the update cycle started, as the animation engine tabulates it: its numeric
/// phases over one trigger's cycle (or one loop), the table `animate --phases` prints.
public struct PhaseAnimatorTable {
    public var style: OutputStyle
    public init(style: OutputStyle = .plain) { self.style = style }

    /// - Parameter animations: the animation entering each phase, parsed.
    public func table(_ path: String, _ phases: PhaseAnimation, animations: [Animation], event: Int, pass: Int) -> PassTable {
        let fields = "\"path\": \(JSONText.string(path)), \"phases\": [" + phases.phases.map { JSONText.string($0) }.joined(separator: ", ")
            + "], \"animations\": [" + phases.animations.map { JSONText.string($0) }.joined(separator: ", ") + "]"
        guard let values = phases.values else {
            return PassTable(event: event, pass: pass, kind: .phaseAnimator,
                             text: "phaseAnimator \(path): phases that are not numbers have no table\n", json: "{" + fields + "}")
        }
        let animator = PhaseAnimator(phases: values, loops: phases.trigger == nil, animation: { animations[$0] })
        // A looping animator is shown for one cycle.
        let samples = TimelineSamples(animator, step: 0.05, until: phases.trigger == nil ? animator.cycleDuration : nil)
        return PassTable(event: event, pass: pass, kind: .phaseAnimator,
                         text: "phaseAnimator \(path)\n" + TimelineTable(style: style).render(samples),
                         json: "{" + fields + ", \"values\": " + AnimationJSON.render(samples).trimmingCharacters(in: .whitespacesAndNewlines) + "}")
    }
}
