import ViewlabAnimation
import ViewlabModel

/// A phase or keyframe animator the update cycle started, as the animation engine tabulates it:
/// the tables `animate --phases` and `animate --keyframes` print.
public struct AnimatorTable {
    public var style: OutputStyle
    /// The language of the tables' words (issue 25); the JSON is English.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    /// A phase animator's numeric phases over one trigger's cycle (or one loop).
    /// - Parameter animations: the animation entering each phase, parsed.
    public func phases(_ path: ViewPath, _ phases: PhaseAnimation, animations: [Animation], event: Int, pass: Int) -> PassTable {
        let fields = "\"path\": \(JSONText.string(path.description)), \"phases\": " + strings(phases.phases) + ", \"animations\": " + strings(phases.animations.map { $0?.description ?? "nil" })
        guard let values = phases.values else {
            return PassTable(event: event, pass: pass, kind: .phaseAnimator,
                             text: Message.phasesNotNumbers.filled(["\(path)"])(language) + "\n", json: "{" + fields + "}")
        }
        let animator = PhaseAnimator(phases: values, loops: phases.trigger == nil, animation: { animations[$0] })
        // A looping animator is shown for one cycle.
        let samples = TimelineSamples(animator, step: 0.05, until: phases.trigger == nil ? animator.cycleDuration : nil)
        return table(.phaseAnimator, "phaseAnimator \(path)", fields: fields, samples: samples, event: event, pass: pass)
    }

    /// A keyframe animator's tracks over their duration.
    public func keyframes(_ path: ViewPath, _ animation: KeyframeAnimation, event: Int, pass: Int) -> PassTable {
        let tracks = animation.tracks.map { track in
            KeyframeTrack(track.name, track.keyframes.map { step -> Keyframe in
                switch step.kind {
                case .linear: .linear(step.value, duration: step.duration, curve: step.timingCurve.flatMap(UnitCurve.named) ?? .linear)
                case .cubic: .cubic(step.value, duration: step.duration)
                case .spring: .spring(step.value, duration: step.duration, spring: step.spring.flatMap { try? Spring.parse($0) } ?? Spring(duration: 0.5, bounce: 0))
                case .move: .move(step.value, duration: step.duration)
                }
            })
        }
        let fields = "\"path\": \(JSONText.string(path.description)), \"tracks\": " + strings(animation.tracks.map(\.name))
        var samples = TimelineSamples(KeyframeTimeline(initial: animation.tracks.map(\.initial), tracks: tracks), step: 0.05)
        if animation.repeats { samples.notes.append(Message.keyframesRepeat.filled([])) }
        return table(.keyframeAnimator, "keyframeAnimator \(path)", fields: fields, samples: samples, event: event, pass: pass)
    }

    private func table(_ kind: PassTable.Kind, _ title: String, fields: String, samples: TimelineSamples, event: Int, pass: Int) -> PassTable {
        PassTable(event: event, pass: pass, kind: kind, text: title + "\n" + TimelineTable(style: style, language: language).render(samples),
                  json: "{" + fields + ", \"values\": " + AnimationJSON.render(samples).trimmingCharacters(in: .whitespacesAndNewlines) + "}")
    }

    private func strings(_ items: [String]) -> String { "[" + items.map { JSONText.string($0) }.joined(separator: ", ") + "]" }
}
