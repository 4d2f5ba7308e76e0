import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// What a `GraphicsContext` fills and strokes with (`GraphicsContext.Shading`) and the filters it
/// adds (`GraphicsContext.Filter`), from Apple's documentation of both. A canvas's gradients are
/// placed in the canvas's own points, not in a shape's frame: the drawing engine paints canvas
/// commands in the unit square (Drawing/CanvasDrawing.swift), so a point (x, y) is the unit point
/// (x, y) there.
extension Interpreter {
    /// `.color(.red)`, `.color(Color(…))`, `.color(red:green:blue:)`, `.color(white:)`,
    /// `.linearGradient(_:startPoint:endPoint:)`, `.radialGradient(_:center:startRadius:endRadius:)`,
    /// `.conicGradient(_:center:angle:)`, `.style(_:)` with a colour, and `.foreground`.
    func canvasShading(_ value: Value?, at node: Syntax) throws -> Paint {
        guard let value else { throw error(.canvasShading, "nothing", at: node) }
        switch value.unboxed {
        case .implicitMember("foreground", nil):
            return .foreground
        case .implicitMember(let name, nil) where Self.canvasShadingsNotSupported.contains(name):
            throw unsupported(.canvasShading(name), at: node)
        case .implicitMember(let name, let args?):
            // `.color(.white)` for every circle a loop fills: the commonest shading, read without an argument reader.
            if name == "color", args.count == 1, args[0].label == nil, let color = toColor(args[0].value) { return .color(rgba(of: color)) }
            var r = ArgumentReader(name, args, at: node, self)
            let paint: Paint
            switch name {
            case "color":
                guard let rgba = colorValue(&r, args).rgba else { throw error(.drawingArguments, "color", "_ color: Color", at: node) }
                paint = .color(rgba)
            case "linearGradient":
                let stops = try shadingStops(r.take(nil), name, at: node)
                let start = try canvasPoint(r.take("startPoint"), name, at: node), end = try canvasPoint(r.take("endPoint"), name, at: node)
                _ = r.take("options")
                paint = .linear(stops: stops, start: start, end: end)
            case "radialGradient":
                let stops = try shadingStops(r.take(nil), name, at: node)
                let center = try canvasPoint(r.take("center"), name, at: node)
                guard let startRadius = r.take("startRadius").flatMap(toDouble), let endRadius = r.take("endRadius").flatMap(toDouble) else {
                    throw error(.drawingArguments, name, Self.shadingSignatures[name]!, at: node)
                }
                _ = r.take("options")
                paint = .radial(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
            case "conicGradient":
                // One turn from `angle` (default zero), as `AngularGradient(…, angle:)` turns.
                let stops = try shadingStops(r.take(nil), name, at: node)
                let center = try canvasPoint(r.take("center"), name, at: node)
                let angle = r.take("angle").flatMap(toAngle) ?? Angle(radians: 0)
                _ = r.take("options")
                paint = .angular(stops: stops, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
            case "style":
                // A shape style's gradient is placed in a shape's frame, which a canvas command has not.
                guard let style = r.take(nil), let p = toPaint(style) else { throw error(.canvasShading, describe(value), at: node) }
                if case .color = p {} else if p != .foreground { throw unsupported(.gradientCanvasShading, at: node) }
                paint = p
            default:
                if Self.canvasShadingsNotSupported.contains(name) { throw unsupported(.canvasShading("\(name)(…)"), at: node) }
                throw error(.canvasShading, describe(value), at: node)
            }
            try r.finish()
            return paint
        default:
            throw error(.canvasShading, describe(value), at: node)
        }
    }

    /// `GraphicsContext.Shading`'s members viewlab does not draw (Apple's documentation).
    static let canvasShadingsNotSupported: Set<String> = ["image", "tiledImage", "palette", "shader", "backdrop", "ellipticalGradient"]

    private static let shadingSignatures = [
        "linearGradient": "_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions",
        "radialGradient": "_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GraphicsContext.GradientOptions",
        "conicGradient": "_ gradient: Gradient, center: CGPoint, angle: Angle, options: GraphicsContext.GradientOptions",
    ]

    /// A shading's `Gradient`: `Gradient(colors:)`, `.init(stops:)`, or a colour's `.gradient`.
    private func shadingStops(_ value: Value?, _ name: String, at node: Syntax) throws -> [GradientStop] {
        switch try drawingValue(value, as: "Gradient", at: node)?.unboxed {
        case .swiftUI(.gradientStops(let stops))?: return stops
        case .swiftUI(.gradient(let color))?:
            if case .linear(let stops, _, _) = Paint.standardGradient(rgba(of: color)) { return stops }
            return []
        default: throw error(.drawingArguments, name, Self.shadingSignatures[name]!, at: node)
        }
    }

    /// A point in the canvas as the unit point the engine's unit-square paint box reads.
    private func canvasPoint(_ value: Value?, _ name: String, at node: Syntax) throws -> UnitPoint {
        // `.zero` among an implicit member's arguments reads as the number zero (argument literals
        // are numbers there): it is `CGPoint.zero`.
        if let value, toDouble(value) == 0 { return UnitPoint(x: 0, y: 0) }
        guard let value, let p = geometry(value, as: Point.self, at: node) else {
            throw error(.drawingArguments, name, Self.shadingSignatures[name]!, at: node)
        }
        return UnitPoint(x: p.x, y: p.y)
    }

    /// `.blur(radius: 10)`, `.alphaThreshold(min: 0.5, color: .white)` and the colour filters, which
    /// the drawing engine draws; `.shadow(…)` and `.luminanceToAlpha`, named as they are written (not drawn).
    func canvasFilter(_ value: Value?, at node: Syntax) throws -> CanvasFilter {
        guard let value else { throw error(.canvasFilter, "nothing", at: node) }
        guard case .implicitMember(let name, let args) = value.unboxed else { throw error(.canvasFilter, describe(value), at: node) }
        if Self.canvasFiltersNotSupported.contains(name) { throw unsupported(.canvasFilter(name), at: node) }
        guard Self.canvasFilters.contains(name) else { throw error(.canvasFilter, describe(value), at: node) }
        func number(_ label: String) -> Double? { args?.first { $0.label == label }.flatMap { toDouble($0.value) } }
        switch name {
        case "blur" where number("radius") != nil:
            return .blur(radius: number("radius")!)
        case "alphaThreshold" where number("min") != nil:
            let color = args?.first { $0.label == "color" }.flatMap { toColor($0.value) }.flatMap(NamedColors.rgba)
            return .alphaThreshold(min: number("min")!, max: number("max") ?? 1, color: color)
        default:
            if let filter = colorFilter(name, args ?? []) { return filter }
            guard let args else { return .other(name) }
            return .other(name + "(" + argumentText(args) + ")")
        }
    }

    /// `GraphicsContext.Filter`'s members that are kept by name (Apple's documentation).
    static let canvasFilters: Set<String> = [
        "blur", "alphaThreshold", "shadow", "colorMultiply", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "luminanceToAlpha", "colorInvert",
    ]
    /// Filters whose argument viewlab has no value for (a colour matrix, a 3D projection, Metal shaders).
    static let canvasFiltersNotSupported: Set<String> = ["colorMatrix", "projectionTransform", "colorShader", "distortionShader", "layerShader"]
}
