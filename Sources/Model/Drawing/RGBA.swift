/// A colour as it is drawn: red, green, blue and opacity, each 0…1, in sRGB.
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, opacity: Double
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }
    /// From 0…255 components, as Apple's Human Interface Guidelines list the system colours.
    public init(_ r: Int, _ g: Int, _ b: Int, opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }
    /// `Color(hue:saturation:brightness:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    public static let clear = RGBA(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)

    /// The same colour with its opacity multiplied (`.opacity(0.3)`).
    public func multiplyingOpacity(by factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, opacity: opacity * min(max(factor, 0), 1))
    }

    /// A component 0…1 as a byte 0…255 (clamped, rounded): hex colours, terminal colours, PNG pixels.
    public static func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }

    /// Red, green, blue and opacity as bytes.
    public var bytes: [UInt8] { [red, green, blue, opacity].map(RGBA.byte) }

    /// `#rrggbb`, for SVG's `fill` (the opacity goes in `fill-opacity`).
    public var hex: String {
        func digits(_ v: Double) -> String {
            let b = RGBA.byte(v)
            return String(b >> 4, radix: 16) + String(b & 15, radix: 16)
        }
        return "#" + digits(red) + digits(green) + digits(blue)
    }
    public var description: String { opacity == 1 ? hex : hex + " " + formatNumber(opacity) }
}
