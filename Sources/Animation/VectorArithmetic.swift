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

/// A colour as premultiplication-free RGBA components, the form that interpolates
/// (`Color.Resolved`, L3344; the exact colour space is not in source).
public struct ColorComponents: VectorArithmetic {
    public var red: Double, green: Double, blue: Double, opacity: Double
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }
    public static var zero: Self { Self(red: 0, green: 0, blue: 0, opacity: 0) }
    public static func + (a: Self, b: Self) -> Self {
        Self(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, opacity: a.opacity + b.opacity)
    }
    public static func - (a: Self, b: Self) -> Self {
        Self(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, opacity: a.opacity - b.opacity)
    }
    public mutating func scale(by f: Double) { red *= f; green *= f; blue *= f; opacity *= f }
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + opacity * opacity }
}
