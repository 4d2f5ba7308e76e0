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
