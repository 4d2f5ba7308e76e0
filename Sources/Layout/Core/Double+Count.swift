/// Converting computed lengths to counts without trapping: `Int(_:)` traps on NaN, ∞ and values
/// beyond `Int`'s range, which learner input (a tiny width, a zero minimum) can produce.
extension Double {
    /// The value as an `Int` clamped to `range`; NaN gives the lower bound.
    public func clampedCount(_ range: ClosedRange<Int>) -> Int {
        guard !isNaN else { return range.lowerBound }
        if self <= Double(range.lowerBound) { return range.lowerBound }
        if self >= Double(range.upperBound) { return range.upperBound }
        return Int(self)
    }
}
