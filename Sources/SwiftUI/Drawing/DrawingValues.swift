import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// SwiftUI's drawing values that are not views, built by name: `Path`, `StrokeStyle`, `FillStyle`,
/// `Gradient` and `Gradient.Stop` (`constructEvaluated` and `staticSwiftUIMember` ask here).
extension Interpreter {
    func constructDrawingValue(_ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        do {
            switch name {
            case "Path": return try constructPath(args, at: node)
            case "StrokeStyle": return try constructStrokeStyle(args, at: node)
            case "FillStyle": return try constructFillStyle(args, at: node)
            case "Gradient": return try constructGradient(args, at: node)
            default: return nil
            }
        } catch is Diagnostic where isShapeMode || args.contains(where: { isUnknown($0.value) }) {
            // A branch not taken (or its unknown values) builds the value's shape only: an empty one.
            switch name {
            case "Path": return PathValue().interpreted
            case "StrokeStyle": return .swiftUI(.strokeStyle(StrokeStyle()))
            case "FillStyle": return .swiftUI(.fillStyle(evenOdd: false))
            default: return .swiftUI(.gradientStops([]))
            }
        }
    }

    /// A value not known in a branch not taken: a drawing argument that reads as no value there.
    func isUnknown(_ value: Value?) -> Bool {
        if case .unknown? = value?.unboxed { true } else { false }
    }

    /// An argument whose type the parameter gives: `style: .init(lineWidth: 3)` is
    /// `StrokeStyle(lineWidth: 3)` (Swift's implicit member expressions, SE-0287).
    func drawingValue(_ value: Value?, as type: String, at node: Syntax) throws -> Value? {
        guard case .implicitMember("init", let args?)? = value?.unboxed else { return value }
        return try constructDrawingValue(type, args, at: node)
    }

    /// `Gradient.Stop(color:location:)`, a type nested in `Gradient`.
    func drawingStaticMember(_ type: String, _ name: String, _ args: [Argument]?, at node: Syntax) throws -> Value? {
        switch type {
        case "GraphicsContext.Shading", "GraphicsContext.Filter":
            // `GraphicsContext.Shading.color(.red)` is `.color(.red)` where a shading is expected.
            return .implicitMember(name, args)
        case "GraphicsContext.BlendMode" where args == nil && Self.canvasBlendModes.contains(name):
            return .swiftUI(.named(type: type, description: "." + name))
        default: break
        }
        guard type == "Gradient", name == "Stop", let args else { return nil }
        return try constructGradientStop(args, at: node)
    }

    /// The properties of the drawing values: a path's `boundingRect`, a stroke style's `lineWidth`.
    func drawingProperty(_ value: SwiftUIValue, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        switch value {
        case .path(let path): try pathProperty(path, name, at: node)
        case .strokeStyle(let style): strokeStyleProperty(style, name)
        case .gradientStop(let stop):
            name == "location" ? .double(stop.location) : nil
        case .gradientStops(let stops):
            name == "stops" ? .array(stops.map { .swiftUI(.gradientStop($0)) }) : nil
        case .graphicsContext(let context): try graphicsContextProperty(context, name, at: node)
        case .canvasSymbol(let symbol): try resolvedSymbolMember(symbol, name, at: node)
        default: nil
        }
    }
}
