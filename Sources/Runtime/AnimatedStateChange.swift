import ViewlabLanguage
import ViewlabLayout
import ViewlabModel

/// A change of a file's top-level `var` that an animation carries out (`animate --view`, the
/// course's `animated(…)` check term).
public struct StateChange: Sendable {
    public var variable: String
    public var from: Double, to: Double
    public var preview: String?
    public init(variable: String, from: Double, to: Double, preview: String? = nil) {
        self.variable = variable; self.from = from; self.to = to; self.preview = preview
    }
}

/// One frame of a `StateChange`: the root view with its `Animatable` data at the frame's progress,
/// laid out, with the data and what the setters and bodies printed while it was built.
public struct AnimatedStateFrame {
    public var view: ViewValue
    public var samples: [AnimatableFrames.Sample]
    public var layout: LayoutResult
    public var printed: String
}

extension Session {
    /// The frame at `progress` (0 = before, 1 = after; a spring may overshoot) of `change`, the one
    /// place `animate --view` and the course's `animated(…)` make frames: the view is built in the
    /// new state, each `Animatable` value given `before + (after − before) · progress` as its
    /// `animatableData`, component by component (`interpolatedAnimatableData`, which the update
    /// cycle's animated bodies also use), then laid out in `proposal`.
    public func frame(of change: StateChange, progress: Double, in proposal: ProposedViewSize,
                      options: LayoutOptions) throws -> AnimatedStateFrame {
        let before = AnimatableFrames(), after = AnimatableFrames()
        // Only the frame itself prints: the two reference builds are not frames SwiftUI would draw.
        try interpreter.withContext({ $0.output = { _ in } }) {
            _ = try rootView(setting: change.variable, to: change.from, frames: before, preview: change.preview)
            _ = try rootView(setting: change.variable, to: change.to, frames: after, preview: change.preview)
        }
        guard before.samples.map(\.typeName) == after.samples.map(\.typeName) else {
            throw Diagnostic.session(.animatablesDiffer, change.variable, change.from, change.to,
                                     file: sources.keys.sorted().last ?? "<input>", position: SourcePosition(line: 1, column: 1))
        }
        let frame = AnimatableFrames(overrides: zip(before.samples, after.samples).map { a, b in
            guard let x = a.data, let y = b.data else { return nil }
            return interpolatedAnimatableData(x, y, progress: progress)
        })
        var printed = ""
        let view = try interpreter.withContext({ $0.output = { printed += $0 } }) {
            try rootView(setting: change.variable, to: change.to, frames: frame, preview: change.preview)
        }
        // On the interpreter's large stack: layout calls learner closures (alignment guides, GeometryReader).
        let layout = try Session.onLargeStack { try LayoutEngine.layout(view, in: proposal, options: options) }
        return AnimatedStateFrame(view: view, samples: frame.samples, layout: layout, printed: printed)
    }
}
