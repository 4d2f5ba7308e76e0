import ViewlabModel

extension InterpretedView {
    /// The view's `animatableData` components (a number, an array's elements, an `AnimatablePair`'s),
    /// nil when it is not `Animatable` or declares none: what an animation interpolates.
    public var animatableData: [Double]? {
        // Asked of every body run in the update cycle: most views are not Animatable, and need no recorder.
        guard ["Animatable", "AnimatableModifier", "Shape"].contains(where: type.conforms(to:)) else { return nil }
        let recorder = AnimatableFrames()
        let outer = interpreter.animatableFrames
        interpreter.animatableFrames = recorder
        defer { interpreter.animatableFrames = outer }
        _ = try? interpreter.animatableFrame(value, at: site)
        return recorder.samples.first?.data
    }

    /// One frame of an animation of the view (environment-animation.md §3.2 "Re-running bodies",
    /// TiS L2905–2964): its body run again with `data` as its `animatableData`. What the body
    /// prints is printed; the views it builds are not kept (the frame's state is the node's).
    public func runFrame(_ data: [Double]) throws {
        let outer = interpreter.animatableFrames
        interpreter.animatableFrames = AnimatableFrames(overrides: [data])
        defer { interpreter.animatableFrames = outer }
        _ = try runBody(reasons: [], tracker: ReadTracker())
    }
}
