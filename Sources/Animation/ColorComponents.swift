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
