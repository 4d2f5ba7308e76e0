import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// What a shape style paints with (Model's `Paint`): a colour, SwiftUI's gradients, a colour's
/// `.gradient`, or the foreground style. Not in source: the books print in black and white; the
/// gradients' parameters are Apple's documentation of `LinearGradient`, `RadialGradient`,
/// `AngularGradient` and `Gradient`.
extension Interpreter {
    /// The gradients that are views (`ViewCatalog`'s `.gradient`), drawn as a rectangle filled with themselves.
    static let gradientViewNames: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    /// The colour a `ColorValue` is drawn with. An asset colour (`Color("brand")`), which viewlab
    /// cannot see, is drawn black, the foreground's default (not in source: viewlab has no assets).
    func rgba(of color: ColorValue) -> RGBA { NamedColors.rgba(color) ?? .black }

    /// The paint of a shape style argument; nil for a value that is not a style viewlab can draw
    /// (the caller draws with the foreground style then).
    func toPaint(_ value: Value) -> Paint? {
        switch value.unboxed {
        case .view(.color(let c)): return .color(rgba(of: c))
        case .swiftUI(.gradient(let c)): return Paint.standardGradient(rgba(of: c))
        case .view(.shape(let s)) where Self.gradientViewNames.contains(s.typeName):
            if case .fill(let paint, _) = s.drawing.mode { return paint }
            return nil
        case .implicitMember("foreground", nil): return .foreground
        case .implicitMember(let name, let args?) where Self.gradientStyleMembers[name] != nil:
            // iOS 16's `ShapeStyle` members: `.linearGradient(colors:startPoint:endPoint:)` and its kin.
            var r = ArgumentReader(name, args, at: currentNode, self)
            return gradientPaint(Self.gradientStyleMembers[name]!, &r)
        default: return toColor(value).map { .color(rgba(of: $0)) }
        }
    }

    /// `.linearGradient(…)` is `LinearGradient(…)`; `.conicGradient(…)` an angular one from an angle.
    private static let gradientStyleMembers = [
        "linearGradient": "LinearGradient", "radialGradient": "RadialGradient", "angularGradient": "AngularGradient",
        "conicGradient": "AngularGradient", "ellipticalGradient": "EllipticalGradient",
    ]

    /// The paint of `LinearGradient(…)`, `RadialGradient(…)` and `AngularGradient(…)`, whose
    /// arguments `r` takes: `colors:`, `gradient:` (`Gradient(…)` or `.init(…)`) or `stops:`, then
    /// the geometry. nil for
    /// `EllipticalGradient`, which `Paint` cannot hold (its radii are fractions of the shape's
    /// size): such a view keeps the foreground fill.
    func gradientPaint(_ name: String, _ r: inout ArgumentReader) -> Paint? {
        let gradient = (r.take("gradient") ?? r.take(nil)).map { (try? drawingValue($0, as: "Gradient", at: currentNode)) ?? $0 }
        let stops = gradientStops(colors: r.take("colors"), gradient: gradient, stops: r.take("stops"))
        let center = r.take("center").flatMap(toUnitPoint) ?? .center
        switch name {
        case "LinearGradient":
            // Swift needs both points; a missing one reads as a top-to-bottom gradient's.
            let start = r.take("startPoint").flatMap(toUnitPoint) ?? UnitPoint(x: 0.5, y: 0)
            let end = r.take("endPoint").flatMap(toUnitPoint) ?? UnitPoint(x: 0.5, y: 1)
            return .linear(stops: stops, start: start, end: end)
        case "RadialGradient":
            let startRadius = r.take("startRadius").flatMap(toDouble) ?? 0, endRadius = r.take("endRadius").flatMap(toDouble) ?? 0
            return .radial(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
        case "AngularGradient":
            // `AngularGradient(…, angle:)` (and `.conicGradient`) turns once from `angle`; with
            // `startAngle` equal to `endAngle` (both default to zero) SwiftUI also draws a full turn.
            if let angle = r.take("angle").flatMap(toAngle) {
                return .angular(stops: stops, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
            }
            let start = r.take("startAngle").flatMap(toAngle) ?? Angle(radians: 0)
            var end = r.take("endAngle").flatMap(toAngle) ?? Angle(radians: 0)
            if end.radians == start.radians { end = Angle(radians: start.radians + 2 * .pi) }
            return .angular(stops: stops, center: center, startAngle: start, endAngle: end)
        default:
            for label in ["startRadiusFraction", "endRadiusFraction"] { _ = r.take(label) }
            return nil
        }
    }

    /// A gradient's colours: `colors:` spread evenly, a `Gradient` or a colour's `.gradient`, or
    /// `stops:` each with its location.
    private func gradientStops(colors: Value?, gradient: Value?, stops: Value?) -> [GradientStop] {
        if case .array(let items)? = colors?.unboxed { return GradientStop.evenly(items.map(stopColor)) }
        if let gradient {
            switch gradient.unboxed {
            case .swiftUI(.gradientStops(let stops)): return stops
            case .swiftUI(.gradient(let c)):
                if case .linear(let stops, _, _) = Paint.standardGradient(rgba(of: c)) { return stops }
            default: break
            }
        }
        if case .array(let items)? = stops?.unboxed { return items.compactMap(toGradientStop) }
        return []
    }

    /// A colour in a gradient's list; a value that is not a colour is drawn black, as an asset colour is.
    private func stopColor(_ value: Value) -> RGBA { toColor(value).map(rgba(of:)) ?? .black }

    /// `Gradient.Stop(color:location:)`, or `.init(color:location:)` in a list of stops.
    func toGradientStop(_ value: Value) -> GradientStop? {
        switch value.unboxed {
        case .swiftUI(.gradientStop(let stop)): return stop
        case .implicitMember("init", let args?):
            return gradientStop(args)
        default: return nil
        }
    }

    /// The stop `color:` and `location:` make; nil when either is missing.
    func gradientStop(_ args: [Argument]) -> GradientStop? {
        guard let color = args.first(where: { $0.label == "color" })?.value,
              let location = args.first(where: { $0.label == "location" }).flatMap({ toDouble($0.value) }) else { return nil }
        return GradientStop(color: stopColor(color), location: location)
    }

    /// `Gradient(colors:)` and `Gradient(stops:)`.
    func constructGradient(_ args: [Argument], at node: Syntax) throws -> Value {
        var r = ArgumentReader("Gradient", args, at: node, self)
        let colors = r.take("colors"), stops = r.take("stops")
        try r.finish()
        guard colors != nil || stops != nil else { throw error(.drawingArguments, "Gradient", "colors: [Color]", at: node) }
        return .swiftUI(.gradientStops(gradientStops(colors: colors, gradient: nil, stops: stops)))
    }

    /// `Gradient.Stop(color:location:)`.
    func constructGradientStop(_ args: [Argument], at node: Syntax) throws -> Value {
        guard let stop = gradientStop(args), args.count == 2 else {
            throw error(.drawingArguments, "Gradient.Stop", "color: Color, location: CGFloat", at: node)
        }
        return .swiftUI(.gradientStop(stop))
    }
}
