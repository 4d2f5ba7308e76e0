import ViewlabModel

extension Session {
    /// The root view in one state of an animation (`viewlab animate CURVE --view FILE --state NAME`):
    /// the top-level variable `name` holds `value`, and `frames` records, or sets, the
    /// `animatableData` of every `Animatable` view and modifier while the body is built. The
    /// variable is restored afterwards.
    public func rootView(setting name: String, to value: Double, frames: AnimatableFrames, preview: String? = nil) throws -> ViewValue {
        guard let ref = interpreter.globals.variables[name], !ref.isConstant else {
            let variables = interpreter.globals.variables.names { !$0.isConstant }.sorted()
            throw Diagnostic.session(.noStateVariable, name,
                             file: sources.keys.sorted().last ?? "<input>", position: SourcePosition(line: 1, column: 1),
                             notes: variables.isEmpty ? [interpreter.note(.declareAVariable)]
                                 : [interpreter.note(.variablesAre, variables.joined(separator: ", "))])
        }
        // The variable keeps its value afterwards: a frame is a what-if, not a change to the program.
        let saved = ref.value
        defer { ref.value = saved }
        // An Int stays an Int when the new value is whole, so `Double(taps)` in the learner's code still reads it.
        if case .int = ref.value, value.rounded() == value, abs(value) < 1e15 { ref.value = .int(Int(value)) } else { ref.value = .double(value) }
        interpreter.animatableFrames = frames
        defer { interpreter.animatableFrames = nil }
        return try rootView(preview: preview)
    }
}

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

extension Session {
    /// The root view at `progress` (0 = before, 1 = after; a spring may overshoot) of `change`:
    /// built in the new state, each `Animatable` value given `before + (after − before) · progress`
    /// as its `animatableData`, component by component. Also returns the samples, for showing the data.
    public func rootView(_ change: StateChange, progress: Double) throws -> (view: ViewValue, samples: [AnimatableFrames.Sample]) {
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
        let view = try rootView(setting: change.variable, to: change.to, frames: frame, preview: change.preview)
        return (view, frame.samples)
    }
}
