/// When a transaction's completion handler fires (environment-animation.md §3.4, L2844–L2897).
public enum AnimationCompletionCriteria: String, Sendable, CaseIterable {
    /// The default: the animation no longer moves the value meaningfully (curves at their end,
    /// springs at elapsed ≥ response).
    case logicallyComplete
    /// The animation has been removed from the attribute (springs: within 1% and nearly still).
    case removed

    /// When the completion of a transaction that started these animations (each with the change
    /// it animates) fires: when the last one is complete. With nothing animating it fires at once
    /// (§3.4 "Convention"); a `repeatForever` never completes (nil).
    public func completionTime(of animations: [(animation: Animation, delta: Double)]) -> Double? {
        var time = 0.0
        for (animation, delta) in animations where delta != 0 {
            if animation.isForever { return nil }
            time = max(time, self == .logicallyComplete ? animation.logicalDuration : animation.removalTime(delta: delta))
        }
        return time
    }
}
