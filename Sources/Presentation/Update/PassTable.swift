/// A table the animation engine made for one update pass, rendered, for the update report to show
/// under the pass: the animated views of an animated transaction or of an implicit animation (the
/// table `animate --before --after` prints) or a phase or keyframe animator's values (`animate --phases`, `--keyframes`).
public struct PassTable {
    /// `frames`: the transaction's animation; `implicitFrames`: one `.animation(_:value:)`'s.
    public enum Kind: Sendable { case frames, implicitFrames, phaseAnimator, keyframeAnimator }
    /// Which event (0 is the first render) and which of its passes.
    public var event: Int
    public var pass: Int
    public var kind: Kind
    public var text: String
    /// A JSON object.
    public var json: String
    public init(event: Int, pass: Int, kind: Kind, text: String, json: String) {
        self.event = event; self.pass = pass; self.kind = kind; self.text = text; self.json = json
    }
}
