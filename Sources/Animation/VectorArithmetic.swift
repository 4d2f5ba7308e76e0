/// Values SwiftUI can interpolate: a vector space with a length (environment-animation.md §3.2,
/// L2903). Interpolation is `from + (to − from)·progress`.
public protocol VectorArithmetic: Equatable, Sendable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    mutating func scale(by factor: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by factor: Double) -> Self { var copy = self; copy.scale(by: factor); return copy }

    /// The value `progress` of the way from `from` to `to` (progress may leave [0, 1]).
    public static func interpolate(from: Self, to: Self, progress: Double) -> Self {
        from + (to - from).scaled(by: progress)
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by factor: Double) { self *= factor }
    public var magnitudeSquared: Double { self * self }
}

/// What a type without `animatableData` animates: nothing. Its body only ever sees the start and
/// end values, which is the silent no-motion bug of L3011 (§3.2 "Teaching case").
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (a: Self, b: Self) -> Self { a }
    public static func - (a: Self, b: Self) -> Self { a }
    public mutating func scale(by factor: Double) {}
    public var magnitudeSquared: Double { 0 }
}
