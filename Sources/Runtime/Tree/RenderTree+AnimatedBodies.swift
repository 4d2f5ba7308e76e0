import ViewlabAnimation
import ViewlabLanguage
import ViewlabModel

extension RenderTree {
    /// The frames of the `Animatable` views whose data this pass changed (environment-animation.md
    /// §3.2, golden cases 27–28): each body runs again at 60 frames a second, with its data
    /// interpolated from before to after along the animation that reaches it (the nearest
    /// `.animation`/`.transaction` above it that set one, else the transaction's), in place of its
    /// run in the pass; the last frame has the new data exactly. Without an animation it jumps.
    func playAnimatedBodies(of passIndex: Int, among visited: [RenderNode]) throws {
        let animated = visited.filter { $0.animatedFrom != nil }
        guard !animated.isEmpty else { return }
        let pass = record.passes[passIndex]
        let parser = CurveParser(platform: platform)
        // Latest output first, so that taking one body's output out leaves the others' offsets.
        for node in animated.sorted(by: { $0.animatedFrom!.output.lowerBound > $1.animatedFrom!.output.lowerBound }) {
            guard let (before, output) = node.animatedFrom, let view = node.view, let after = view.animatableData else { continue }
            node.animatedFrom = nil
            let implicit = pass.implicitAnimations.filter { $0.path.contains(node.path) }
                .max { $0.path.description.count < $1.path.description.count }
            // An `.animation(nil)` or a `.transaction` clearing the animation nearer the view keeps
            // its body from running frame by frame: it runs once, at the end value.
            let cleared = pass.clearedAnimations.filter { $0.contains(node.path) }.map(\.description.count).max()
            if let cleared, cleared >= implicit?.path.description.count ?? 0 { continue }
            guard let expression = (implicit?.animation ?? pass.animation)?.expression,
                  let animation = try? parser.animation(expression) else { continue }
            let bytes = Array(printed.utf8)
            printed = String(decoding: bytes[..<output.lowerBound] + bytes[output.upperBound...], as: UTF8.self)
            let end = min(AnimationCompletionCriteria.removed.completionTime(of: [(animation, 1)]) ?? Self.longestFrames, Self.longestFrames)
            let frames = Int((end * Self.framesPerSecond - 1e-9).rounded(.up))
            for frame in 0...frames {
                let p = animation.progress(at: Double(frame) / Self.framesPerSecond)
                try view.runFrame(frame == frames ? after : interpolatedAnimatableData(before, after, progress: p))
            }
        }
    }

    static let framesPerSecond = 60.0
    /// An animation that never settles (a repeating one) plays this many seconds of frames.
    static let longestFrames = 5.0
}
