import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// What the drawing-only modifiers do to the picture (issue 13): the effect the drawing engine
/// applies, read from the modifier's arguments. Their layout is unchanged (they pass through).
extension Interpreter {
    /// The effect of `.opacity`, `.shadow`, `.compositingGroup`, `.drawingGroup`, `.blendMode`,
    /// `.blur`, `.hidden`; nil for a modifier that draws nothing viewlab models (`.colorMultiply`).
    func drawingEffect(_ name: String, _ args: [Argument]) -> DrawingEffect? {
        func value(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        switch name {
        case "opacity":
            return value(nil).flatMap(toDouble).map { .opacity($0) }
        case "shadow":
            // SwiftUI's defaults: black at 33%, radius as given, no offset (Apple's documentation of
            // `shadow(color:radius:x:y:)`).
            let color = value("color").flatMap(toColor).flatMap(NamedColors.rgba) ?? RGBA(0, 0, 0, opacity: 0.33)
            return .shadow(color: color, radius: value("radius").flatMap(toDouble) ?? 0,
                           x: value("x").flatMap(toDouble) ?? 0, y: value("y").flatMap(toDouble) ?? 0)
        case "blur":
            return .blur(radius: value("radius").flatMap(toDouble) ?? 0)
        case "compositingGroup": return .compositingGroup(drawingGroup: false)
        case "drawingGroup": return .compositingGroup(drawingGroup: true)
        case "blendMode":
            if case .implicitMember(let mode, nil)? = value(nil)?.unboxed { return .blendMode(mode) }
            return nil
        case "hidden": return .hidden
        default: return colorFilter(name, args).map { .filter($0) }
        }
    }

    /// `colorInvert()`, `grayscale(0.5)`, `saturation`, `contrast`, `brightness`,
    /// `hueRotation(.degrees(30))`, `colorMultiply(.red)`: as a view modifier or a Canvas filter.
    func colorFilter(_ name: String, _ args: [Argument]) -> CanvasFilter? {
        let first = args.first?.value
        switch name {
        case "colorInvert": return .colorInvert
        case "grayscale": return first.flatMap(toDouble).map { .grayscale($0) }
        case "saturation": return first.flatMap(toDouble).map { .saturation($0) }
        case "contrast": return first.flatMap(toDouble).map { .contrast($0) }
        case "brightness": return first.flatMap(toDouble).map { .brightness($0) }
        case "hueRotation": return first.flatMap(toAngle).map { .hueRotation(degrees: $0.degrees) }
        case "colorMultiply": return first.flatMap(toColor).flatMap(NamedColors.rgba).map { .colorMultiply($0) }
        default: return nil
        }
    }

    /// `.clipped()`, `.cornerRadius(r)`, `.clipShape(s)`, `.mask(s)` / `.mask { s }`: the drawing
    /// kept inside a shape in the view's frame (`.clipped()`: the frame itself). A shape mask
    /// clips to the shape; any other mask view keeps the drawing as opaque as the view is drawn.
    func clipModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        var shape: ShapeValue?
        var typeName = "_ClipEffect<Rectangle>"
        switch name {
        case "cornerRadius":
            let radius = r.take(nil).flatMap(toDouble) ?? 0
            shape = ShapeValue(kind: .roundedRectangle(cornerRadius: radius), label: "RoundedRectangle(cornerRadius: \(formatNumber(radius)))")
            typeName = "_ClipEffect<RoundedRectangle>"
        case "clipShape":
            if let s = r.take(nil) {
                let view = try? shapeArgument(s, at: node)
                typeName = "_ClipEffect<\(view?.typeName ?? "Rectangle")>"
                if case .shape(let value)? = view { shape = value }
            }
            _ = r.take("style")
        case "mask":
            _ = r.take("alignment")
            let content: ViewValue? = if let f = r.closure() { try viewValue(of: call(f, [], at: node, asBuilder: true), at: node) }
                else { try r.take(nil).map { try viewValue(of: $0, at: node) } }
            // Not in source: `mask(alignment:_:)`'s type, as SwiftUI's `_MaskEffect<Mask>` (iOS 13's `mask(_:)`).
            typeName = "_MaskEffect<\(content?.typeName ?? "EmptyView")>"
            // A shape filled with one opaque colour masks as its outline; a gradient or a translucent
            // colour (a gradient view is a filled rectangle) masks by its alpha.
            if case .shape(let value)? = content, value.masksAsItsOutline { shape = value }
            else if let content {
                var modifier = Modifier(kind: .clip, typeName: typeName, name: name,
                                        arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
                modifier.drawingEffect = .mask(content)
                return modifier
            }
        default:
            break
        }
        _ = r.take("antialiased")
        var modifier = Modifier(kind: .clip, typeName: typeName, name: name,
                                arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
        modifier.drawingEffect = .clip(shape)
        return modifier
    }
}

extension ShapeValue {
    /// Whether the shape, as a mask, lets the view through wholly inside its outline and not at all
    /// outside: filled with an opaque colour or the foreground, with no trim.
    var masksAsItsOutline: Bool {
        guard drawing.trim == nil, case .fill(let paint, _) = drawing.mode else { return false }
        switch paint {
        case .foreground: return true
        case .color(let c): return c.opacity >= 1
        default: return false
        }
    }
}

extension Interpreter {
    /// A shape written as `Shape`'s static members (iOS 17): `.rect`, `.rect(cornerRadius: 8)`,
    /// `.capsule`, `.circle`, `.ellipse`; any other value as the view it is.
    func shapeArgument(_ value: Value, at node: Syntax) throws -> ViewValue {
        guard case .implicitMember(let name, let args) = value.unboxed else { return try viewValue(of: value, at: node) }
        let shapeName: String? = switch (name, args) {
        case ("rect", let args?) where args.contains(where: { $0.label == "cornerRadius" }): "RoundedRectangle"
        case ("rect", nil): "Rectangle"
        case ("capsule", nil): "Capsule"
        case ("circle", nil): "Circle"
        case ("ellipse", nil): "Ellipse"
        default: nil
        }
        guard let shapeName, let shape = try constructView(shapeName, args ?? [], at: node) else { return try viewValue(of: value, at: node) }
        return try viewValue(of: shape, at: node)
    }
}
