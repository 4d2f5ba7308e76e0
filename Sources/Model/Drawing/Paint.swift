/// What fills or strokes a shape, or is a view itself: a colour or one of SwiftUI's gradients
/// (`LinearGradient`, `RadialGradient`, `AngularGradient`, `Color.gradient`).
public enum Paint: Equatable, Sendable {
    case color(RGBA)
    case linear(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    case radial(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    case angular(stops: [GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// The foreground style the environment gives (`.foregroundStyle`), black when none does.
    case foreground

    /// Whether every colour it paints is fully opaque (the foreground style counts as opaque).
    public var isOpaque: Bool {
        switch self {
        case .color(let c): c.opacity == 1
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _): stops.allSatisfy { $0.color.opacity == 1 }
        case .foreground: true
        }
    }

    /// The paint with every colour's opacity multiplied.
    public func multiplyingOpacity(by factor: Double) -> Paint {
        func stops(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) } }
        switch self {
        case .color(let c): return .color(c.multiplyingOpacity(by: factor))
        case .linear(let s, let a, let b): return .linear(stops: stops(s), start: a, end: b)
        case .radial(let s, let c, let r0, let r1): return .radial(stops: stops(s), center: c, startRadius: r0, endRadius: r1)
        case .angular(let s, let c, let a0, let a1): return .angular(stops: stops(s), center: c, startAngle: a0, endAngle: a1)
        case .foreground: return self
        }
    }

    /// The one colour a text or an image is drawn in with this paint: a gradient's first colour,
    /// black for the foreground no one set.
    public var firstColor: RGBA {
        switch self {
        case .color(let c): c
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _): stops.first?.color ?? .black
        case .foreground: .black
        }
    }

    /// `Color.red.gradient`: SwiftUI's "standard gradient for the color" (not documented): viewlab
    /// draws it as the colour a little lighter at the top to the colour at the bottom.
    public static func standardGradient(_ color: RGBA) -> Paint {
        func lighter(_ v: Double) -> Double { v + (1 - v) * 0.2 }
        let top = RGBA(red: lighter(color.red), green: lighter(color.green), blue: lighter(color.blue), opacity: color.opacity)
        return .linear(stops: [GradientStop(color: top, location: 0), GradientStop(color: color, location: 1)],
                       start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1))
    }
}

/// A colour at a place along a gradient, 0…1 (`Gradient.Stop`); stops given without locations
/// are spread evenly, as SwiftUI spreads them.
public struct GradientStop: Equatable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }

    /// `Gradient(colors:)`: the colours evenly spread from 0 to 1.
    public static func evenly(_ colors: [RGBA]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        return colors.enumerated().map { GradientStop(color: $1, location: Double($0) / Double(colors.count - 1)) }
    }
}
