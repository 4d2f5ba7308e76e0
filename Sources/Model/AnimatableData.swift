/// An `Animatable` value's `animatableData` part of the way from `start` to `end`: component by
/// component, as `VectorArithmetic`'s `-=`, `scale(by:)` and `+=` interpolate (*Pro SwiftUI* D13's
/// element-wise `[Double]`); data of different lengths jumps to the end. The one interpolation the
/// update cycle's animated bodies and `animate --view` share.
public func interpolatedAnimatableData(_ start: [Double], _ end: [Double], progress: Double) -> [Double] {
    guard start.count == end.count else { return end }
    return zip(start, end).map { $0 + ($1 - $0) * progress }
}
