/// Two animatable values animated together; nests for more (L3009).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    public mutating func scale(by factor: Double) { first.scale(by: factor); second.scale(by: factor) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
