import Foundation
import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `GraphicsContext`'s methods (Apple's documentation of `GraphicsContext`): the ones that draw
/// append a `CanvasCommand` with the context's state at the time to the canvas every copy shares;
/// the ones that change the state (`translateBy`, `clip(to:)`, `addFilter`…) change this copy only,
/// which the caller writes back to the variable.
extension Interpreter {
    /// The methods that change the context itself (`mutating` in SwiftUI's interface).
    static let graphicsContextMutatingMethods: Set<String> = ["translateBy", "scaleBy", "rotate", "concatenate", "clip", "clipToLayer", "addFilter"]

    /// nil when `target` is not a context, or the context has no such method.
    func graphicsContextMethod(_ name: String, on target: inout Value, _ args: [Argument], at node: Syntax) throws -> Value? {
        guard case .swiftUI(.graphicsContext(var context)) = target.unboxed else { return nil }
        var a = DrawingArguments(name, args, takes: Self.graphicsContextSignature(name, args), at: node, self)
        var result = Value.void
        // Whether the context's own state changed, to be written back; a drawing method appends to
        // the canvas every copy shares and leaves the receiver as it is (no new value made for it).
        var changed = true
        switch name {
        case "fill":
            changed = false
            let path = try a.path(nil), paint = try canvasShading(a.value("with"), at: node)
            var evenOdd = false
            if let style = try drawingValue(a.value("style"), as: "FillStyle", at: node) {
                guard case .swiftUI(.fillStyle(let eo)) = style.unboxed else { throw a.failure() }
                evenOdd = eo
            }
            context.canvas.commands.append(.fill(path, paint, evenOdd: evenOdd, state: context.state))
        case "stroke":
            changed = false
            let path = try a.path(nil), paint = try canvasShading(a.value("with"), at: node)
            var style = StrokeStyle()
            if let written = try drawingValue(a.value("style"), as: "StrokeStyle", at: node) {
                guard case .swiftUI(.strokeStyle(let s)) = written.unboxed else { throw a.failure() }
                style = s
            }
            style.lineWidth = try a.number("lineWidth", default: style.lineWidth)
            context.canvas.commands.append(.stroke(path, paint, style, state: context.state))
        case "draw":
            changed = false
            try drawInCanvas(&a, context, at: node)
        case "drawLayer":
            changed = false
            // A new transparent layer, composited once with this context's state (*Pro SwiftUI*
            // L3220–3243). Its context starts with this one's transform, as a Core Graphics
            // transparency layer keeps the current transform; its opacity, blend mode, clips and
            // filters are the layer's, applied when it is composited.
            guard let content = a.closure("content") else { throw a.failure() }
            let layer = CanvasRecording(symbols: context.canvas.symbols)
            let inner = GraphicsContextValue(state: CanvasState(transform: context.state.transform), canvas: layer)
            _ = try call(content, [Argument(label: nil, value: .box(Ref(.swiftUI(.graphicsContext(inner)))))], at: node)
            context.canvas.commands.append(.layer(layer.commands, state: context.state))
        case "resolve":
            changed = false
            // A Text or an Image resolved is drawn as it is: SwiftUI resolves it in the context's
            // environment, which viewlab's drawing does when it draws (not in source). A shading
            // (iOS 17's `resolve(_: Shading)`) is returned as it is.
            guard let value = a.value(nil) else { throw a.failure() }
            switch value.unboxed {
            case .view(let view) where canvasText(view) != nil:
                result = .swiftUI(.canvasSymbol(CanvasSymbol(id: "", view: view, typeName: "GraphicsContext.ResolvedText")))
            case .view(let view) where { if case .image = view { true } else { false } }():
                result = .swiftUI(.canvasSymbol(CanvasSymbol(id: "", view: view, typeName: "GraphicsContext.ResolvedImage")))
            default: result = value
            }
        case "resolveSymbol":
            changed = false
            guard let id = a.value("id") else { throw a.failure() }
            // By the id as `print` shows it; a number literal among a method's arguments may read as
            // a Double (`id: 7` is 7.0), so numbers are compared as numbers.
            let key = describe(id.unboxed), numeric = number(id.unboxed)
            result = context.canvas.symbols.first { $0.id == key || (numeric != nil && Double($0.id) == numeric) }
                .map { .swiftUI(.canvasSymbol($0)) } ?? .nilValue
        case "translateBy":
            let x = try a.number("x"), y = try a.number("y")
            context.state.transform = context.state.transform.concatenating(ViewTransform(translationX: x, y: y))
        case "scaleBy":
            let x = try a.number("x"), y = try a.number("y")
            context.state.transform = context.state.transform.concatenating(ViewTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
        case "rotate":
            // A positive angle turns clockwise on screen, as `rotationEffect` does (y points down).
            let angle = try a.angle("by").radians
            let turn = ViewTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
            context.state.transform = context.state.transform.concatenating(turn)
        case "concatenate":
            guard let value = a.value(nil), let matrix = ViewTransform(interpreted: value) else { throw a.failure() }
            context.state.transform = context.state.transform.concatenating(matrix)
        case "clip":
            let path = try a.path("to")
            if let style = try drawingValue(a.value("style"), as: "FillStyle", at: node),
               case .swiftUI(.fillStyle(true)) = style.unboxed {
                throw unsupported(.evenOddClip, at: node)
            }
            if a.value("options") != nil { throw unsupported(.inverseClip, at: node) }
            // The clip is kept in canvas coordinates: the path as the current transform places it.
            context.state.clips.append(path.transformed(by: context.state.transform))
        case "clipToLayer":
            // What is drawn next is kept where the content draws, by its alpha (Apple's documentation
            // of `clipToLayer(opacity:options:content:)`). Content that fills paths with opaque paint
            // has alpha 1 inside their union and 0 outside, so its mask is that union, kept as a clip
            // (in canvas coordinates, as `clip(to:)` keeps one); any other content is refused.
            guard let content = a.closure("content") else { throw a.failure() }
            if let opacity = a.value("opacity"), number(opacity) != 1 { throw unsupported(.layerClip, at: node) }
            if a.value("options") != nil { throw unsupported(.inverseClip, at: node) }
            let layer = CanvasRecording(symbols: context.canvas.symbols)
            let inner = GraphicsContextValue(state: CanvasState(transform: context.state.transform), canvas: layer)
            _ = try call(content, [Argument(label: nil, value: .box(Ref(.swiftUI(.graphicsContext(inner)))))], at: node)
            var mask = PathValue()
            for command in layer.commands {
                guard case .fill(let path, let paint, false, let state) = command, paint.isOpaque, state.opacity == 1,
                      state.clips.isEmpty, state.filters.isEmpty, state.blendMode == "normal" else {
                    throw unsupported(.layerClip, at: node)
                }
                for element in path.transformed(by: state.transform).elements { mask.append(element) }
            }
            context.state.clips.append(mask)
        case "addFilter":
            let filter = try canvasFilter(a.value(nil), at: node)
            _ = a.value("options")
            context.state.filters.append(filter)
        default:
            if Self.graphicsContextMembersNotSupported.contains(name) { throw unsupported(.api("'GraphicsContext.\(name)'"), at: node) }
            return nil
        }
        try a.finish()
        if changed { target = .swiftUI(.graphicsContext(context)) }
        return result
    }

    /// `draw(_:at:anchor:)` and `draw(_:in:)`: a Text, an Image, or a resolved symbol.
    private func drawInCanvas(_ a: inout DrawingArguments, _ context: GraphicsContextValue, at node: Syntax) throws {
        guard var drawn = a.value(nil) else { throw a.failure() }
        // A resolved Text or Image draws as the Text or Image.
        if case .swiftUI(.canvasSymbol(let s)) = drawn.unboxed, s.isResolvedView { drawn = .view(s.view) }
        switch drawn.unboxed {
        case .swiftUI(.canvasSymbol): break
        case .view(let view) where canvasText(view) != nil: break
        case .view(.image): break
        default: throw error(.canvasDrawable, typeName(of: drawn), at: node)
        }
        let placement: SymbolPlacement
        if let written = a.value("in") {
            guard let rect = geometry(written, as: Rect.self, at: node) else { throw a.failure() }
            placement = .in(rect)
            _ = a.value("style")
        } else {
            // `at: .zero` among a method's arguments reads as the number zero: it is `CGPoint.zero`.
            guard let written = a.value("at"), let point = toDouble(written) == 0 ? Point(x: 0, y: 0) : geometry(written, as: Point.self, at: node)
            else { throw a.failure() }
            var anchor = UnitPoint.center
            if let written = a.value("anchor") {
                guard let p = toUnitPoint(written) else { throw a.failure() }
                anchor = p
            }
            placement = .at(point, anchor: anchor)
        }
        let state = context.state
        switch drawn.unboxed {
        case .swiftUI(.canvasSymbol(let symbol)):
            context.canvas.commands += try symbolCommands(symbol.view, placement, SymbolStyle(), state: state, at: node)
        case .view(let view):
            if let text = canvasText(view) {
                // Text drawn in a rectangle starts at its top-left corner (viewlab does not wrap it
                // to the rectangle's width).
                let (point, anchor) = switch placement {
                case .in(let rect): (rect.origin, UnitPoint.topLeading)
                case .at(let point, let anchor): (point, anchor)
                }
                context.canvas.commands.append(.text(text.string, at: point, anchor: anchor, pointSize: text.pointSize, color: text.color, state: state))
            } else if case .image(let image) = view {
                context.canvas.commands.append(.image(name: image.name, in: placement.rect(size: imageSize(image)), state: state))
            } else {
                throw error(.canvasDrawable, typeName(of: drawn), at: node)
            }
        default:
            throw error(.canvasDrawable, typeName(of: drawn), at: node)
        }
    }

    /// A Text's string, point size and colour: its own `.font(…)` (else one written around it,
    /// else body's 17 points) and a `.foregroundColor`/`.foregroundStyle` written on it (else the
    /// engine's default, black). nil for a view that is not a Text.
    func canvasText(_ view: ViewValue) -> (string: String, pointSize: Double, color: RGBA?)? {
        var v = view, color: RGBA?, font: Font?
        // From the outside in, so the writer nearest the Text wins, as in the environment.
        while case .modified(let inner, let m) = v {
            if case .environment(.foregroundColor(let c)) = m.kind { color = c.map(rgba(of:)) }
            if case .environment(.font(let f)) = m.kind { font = f }
            v = inner
        }
        guard case .text(let t) = v else { return nil }
        return (t.content, (t.font ?? font)?.pointSize ?? TextStyle.body.pointSize, t.foreground.map(rgba(of:)) ?? color)
    }

    /// An image's size as layout measures it: registered with `#image`, else an SF Symbol's 20×20
    /// or the 100×100 of an image viewlab cannot see (Layout's ImageRegistry).
    func imageSize(_ image: ImageValue) -> Size {
        imageSizes[image.name] ?? (image.isSystemName ? Size(width: 20, height: 20) : Size(width: 100, height: 100))
    }

    /// What each method takes, for its diagnostic (Apple's documentation).
    private static func graphicsContextSignature(_ name: String, _ args: [Argument]) -> String {
        switch name {
        case "fill": "_ path: Path, with: GraphicsContext.Shading, style: FillStyle"
        case "stroke" where args.contains(where: { $0.label == "style" }): "_ path: Path, with: GraphicsContext.Shading, style: StrokeStyle"
        case "stroke": "_ path: Path, with: GraphicsContext.Shading, lineWidth: CGFloat"
        case "draw" where args.contains(where: { $0.label == "in" }): "_ text: Text, in: CGRect"
        case "draw": "_ text: Text, at: CGPoint, anchor: UnitPoint"
        case "drawLayer": "content: (inout GraphicsContext) throws -> Void"
        case "resolve": "_ text: Text"
        case "resolveSymbol": "id: ID"
        case "translateBy", "scaleBy": "x: CGFloat, y: CGFloat"
        case "rotate": "by: Angle"
        case "concatenate": "_ matrix: CGAffineTransform"
        case "clip": "to: Path, style: FillStyle, options: GraphicsContext.ClipOptions"
        case "clipToLayer": "opacity: Double, options: GraphicsContext.ClipOptions, content: (inout GraphicsContext) throws -> Void"
        default: "_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions"
        }
    }
}

extension PathValue {
    /// The path with every point mapped by an affine transform, which keeps lines lines and
    /// Béziers Béziers (their control points move with them).
    func transformed(by t: ViewTransform) -> PathValue {
        if t.isIdentity { return self }
        return PathValue(elements.map {
            switch $0 {
            case .move(let p): .move(to: t.apply(p))
            case .line(let p): .line(to: t.apply(p))
            case .quadCurve(let p, let c): .quadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
