import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `context.opacity`, `context.blendMode`, `context.transform`.
    func graphicsContextProperty(_ context: GraphicsContextValue, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "opacity": return .double(context.state.opacity)
        case "blendMode": return .swiftUI(.named(type: "GraphicsContext.BlendMode", description: "." + context.state.blendMode))
        case "transform": return context.state.transform.interpreted
        default:
            if Self.graphicsContextMembersNotSupported.contains(name) { throw unsupported(.api("'GraphicsContext.\(name)'"), at: node) }
            return nil
        }
    }

    /// `context.opacity = 0.5`, `context.blendMode = .plusLighter`, `context.transform = …`, and
    /// compound writes (`context.opacity *= 0.5`): the property read, changed by `body`, written back.
    func modifyGraphicsContext(_ context: inout GraphicsContextValue, _ name: String, at node: some SyntaxProtocol,
                               _ body: (inout Value) throws -> Void) throws {
        guard var current = try graphicsContextProperty(context, name, at: node) else {
            throw error(.typeHasNoMember, "GraphicsContext", name, at: node)
        }
        try body(&current)
        switch name {
        case "opacity":
            guard let opacity = toDouble(current) else { throw error(.canvasPropertyType, typeName(of: current), "Double", at: node) }
            context.state.opacity = opacity
        case "blendMode":
            context.state.blendMode = try canvasBlendMode(current, at: node)
        default:
            guard let transform = ViewTransform(interpreted: current) else {
                throw error(.canvasPropertyType, typeName(of: current), "CGAffineTransform", at: node)
            }
            context.state.transform = transform
        }
    }

    /// `.plusLighter`, `GraphicsContext.BlendMode.multiply`: the mode's name as SwiftUI spells it.
    func canvasBlendMode(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value.unboxed {
        case .implicitMember(let name, nil) where Self.canvasBlendModes.contains(name): return name
        case .swiftUI(.named(type: "GraphicsContext.BlendMode", let description)): return String(description.dropFirst())
        case .implicitMember(let name, _): throw error(.typeHasNoMember, "GraphicsContext.BlendMode", name, at: node)
        default: throw error(.canvasPropertyType, typeName(of: value), "GraphicsContext.BlendMode", at: node)
        }
    }

    /// `GraphicsContext.BlendMode`'s static members (Apple's documentation), which CSS's
    /// `mix-blend-mode` draws as far as it has them (Drawing/CanvasDrawing.swift).
    static let canvasBlendModes: Set<String> = [
        "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight", "hardLight",
        "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy", "sourceIn", "sourceOut",
        "sourceAtop", "destinationOver", "destinationIn", "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter",
    ]

    /// Members of `GraphicsContext` viewlab does not model (Apple's documentation): the environment
    /// it was made in, the clip's bounds, drawing through Core Graphics, and a layer used as a clip.
    static let graphicsContextMembersNotSupported: Set<String> = ["environment", "clipBoundingRect", "withCGContext"]
}
