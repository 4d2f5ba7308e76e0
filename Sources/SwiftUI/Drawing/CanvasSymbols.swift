import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// Where `draw(_:at:anchor:)` or `draw(_:in:)` puts what it draws.
enum SymbolPlacement {
    case at(Point, anchor: UnitPoint)
    case `in`(Rect)

    /// The rectangle a drawing of this size takes: placed by its anchor at the point, or the rectangle given.
    func rect(size: Size) -> Rect {
        switch self {
        case .at(let p, let anchor): Rect(x: p.x - anchor.x * size.width, y: p.y - anchor.y * size.height, width: size.width, height: size.height)
        case .in(let r): r
        }
    }
}

/// What the modifiers around a symbol's view say about drawing it: its foreground colour and opacity.
struct SymbolStyle {
    var foreground: RGBA?
    var opacity = 1.0
}

/// How viewlab draws a resolved symbol. SwiftUI lays a symbol's view out at its ideal size and draws
/// it there; viewlab, whose interpreter cannot run the layout engine, draws the views a symbol is
/// usually made of: a shape (a Circle, a Path, a learner's Shape) fills (or strokes) its outline in
/// a rectangle of the symbol's size, `.frame(width:height:)`'s or else 10×10 (SwiftUI's ideal size
/// of a shape, `replacingUnspecifiedDimensions()`, *Pro SwiftUI* L2411–2418); a Color fills that
/// rectangle; an Image is its placeholder; a Text is drawn at the point by its anchor (or centred in
/// the rectangle a frame gives); a learner's view is its body. `.foregroundColor`/`.foregroundStyle`
/// and `.opacity` around it apply; modifiers that neither lay out nor draw (`.tag`, `.animation`,
/// `.onReceive`…) are passed over. Any other view or modifier says viewlab does not draw it yet.
extension Interpreter {
    /// The symbols of a `symbols:` builder's views that have an id; an untagged view cannot be
    /// resolved, so it is left out.
    func canvasSymbols(_ view: ViewValue) -> [CanvasSymbol] {
        switch view {
        case .tuple(let items): return items.flatMap(canvasSymbols)
        case .forEach(let f): return f.elements.map { CanvasSymbol(id: tagID(of: $0.view) ?? $0.id, view: $0.view) }
        case .optional(let v, let isPresent): return isPresent ? canvasSymbols(v) : []
        case .conditional(let a, let b, let isFirst): return canvasSymbols(isFirst ? a : b)
        case .container(let c) where { if case .group = c.kind { true } else { false } }(): return canvasSymbols(c.content)
        default: return tagID(of: view).map { [CanvasSymbol(id: $0, view: view)] } ?? []
        }
    }

    /// The members of SwiftUI's resolved symbol, text and image (Apple's documentation): what they
    /// measure needs the text metric, which the interpreter does not have.
    func resolvedSymbolMember(_ symbol: CanvasSymbol, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        let members: Set = ["size", "measure", "firstBaseline", "lastBaseline", "shading", "baseline"]
        if members.contains(name) { throw unsupported(.api("'\(symbol.typeName).\(name)'"), at: node) }
        return nil
    }

    /// The value of the `.tag(_:)` on a view, through the modifiers around it.
    private func tagID(of view: ViewValue) -> String? {
        var v = view
        while case .modified(let inner, let m) = v {
            if case .tag(let description, _) = m.kind { return description }
            v = inner
        }
        return nil
    }

    /// The commands that draw a symbol's view where `placement` puts it.
    func symbolCommands(_ view: ViewValue, _ placement: SymbolPlacement, _ style: SymbolStyle, state: CanvasState,
                        at node: Syntax) throws -> [CanvasCommand] {
        var drawn = state
        drawn.opacity *= style.opacity
        switch view {
        case .modified(let inner, let m):
            var style = style
            switch m.kind {
            case .frame:
                // The view inside is laid out in the frame; a text is centred in it, as the frame's
                // default alignment centres it.
                let rect = placement.rect(size: try symbolSize(view, at: node))
                let innerPlacement: SymbolPlacement = canvasText(inner) != nil ? .at(Point(x: rect.midX, y: rect.midY), anchor: .center) : .in(rect)
                return try symbolCommands(inner, innerPlacement, style, state: state, at: node)
            case .environment(.foregroundColor(let c)):
                // From the outside in: the colour written nearest the view wins.
                if let c { style.foreground = rgba(of: c) }
            default:
                if case .opacity(let o)? = m.drawingEffect {
                    style.opacity *= o
                } else if !(m.isLayoutNeutral && m.drawingEffect == nil) {
                    throw unsupported(.canvasSymbolDrawing(m.label), at: node)
                }
            }
            return try symbolCommands(inner, placement, style, state: state, at: node)
        case .text:
            guard let text = canvasText(view) else { return [] }
            let (point, anchor): (Point, UnitPoint) = switch placement {
            case .at(let p, let a): (p, a)
            case .in(let r): (Point(x: r.midX, y: r.midY), .center)
            }
            return [.text(text.string, at: point, anchor: anchor, pointSize: text.pointSize, color: text.color ?? style.foreground, state: drawn)]
        case .image(let image):
            return [.image(name: image.name, in: placement.rect(size: imageSize(image)), state: drawn)]
        case .color(let c):
            var path = PathValue()
            path.addRect(placement.rect(size: Size(width: 10, height: 10)))
            return [.fill(path, .color(rgba(of: c)), evenOdd: false, state: drawn)]
        case .shape(let s) where s.canvas == nil:
            return [try shapeSymbol(s, in: placement.rect(size: Size(width: 10, height: 10)), style, state: drawn)]
        case .custom(let c):
            return try symbolCommands(symbolBody(c), placement, style, state: state, at: node)
        case .anyView(let v), .identified(let v, _, _):
            return try symbolCommands(v, placement, style, state: state, at: node)
        case .conditional(let a, let b, let isFirst):
            return try symbolCommands(isFirst ? a : b, placement, style, state: state, at: node)
        case .optional(let v, let isPresent):
            return isPresent ? try symbolCommands(v, placement, style, state: state, at: node) : []
        case .empty:
            return []
        default:
            throw unsupported(.canvasSymbolView(type: view.typeName), at: node)
        }
    }

    /// A shape's outline in `rect`, trimmed and inset as its modifiers say, filled or stroked with its paint.
    private func shapeSymbol(_ s: ShapeValue, in rect: Rect, _ style: SymbolStyle, state: CanvasState) throws -> CanvasCommand {
        var inset = s.drawing.inset
        if case .strokeBorder(_, let stroke) = s.drawing.mode { inset += stroke.lineWidth / 2 }
        let local = Rect(x: 0, y: 0, width: rect.width, height: rect.height).insetBy(dx: inset, dy: inset)
        var path = try s.path(in: local)
        if let trim = s.drawing.trim { path = path.trimmedPath(from: trim.lowerBound, to: trim.upperBound) }
        path = path.offsetBy(dx: rect.minX, dy: rect.minY)
        func resolved(_ paint: Paint) -> Paint {
            if paint == .foreground, let c = style.foreground { return .color(c) }
            return paint.placed(in: rect)
        }
        switch s.drawing.mode {
        case .fill(let paint, let evenOdd): return .fill(path, resolved(paint), evenOdd: evenOdd, state: state)
        case .stroke(let paint, let stroke), .strokeBorder(let paint, let stroke): return .stroke(path, resolved(paint), stroke, state: state)
        }
    }

    /// The size a symbol's view is drawn at: `.frame(width:height:)`'s, else its content's ideal
    /// size: an image's, 10×10 for a shape, a colour or a text (whose drawing does not use it).
    private func symbolSize(_ view: ViewValue, at node: Syntax) throws -> Size {
        switch view {
        case .modified(let inner, let m):
            guard case .frame(let width, let height, _) = m.kind else { return try symbolSize(inner, at: node) }
            let content = width == nil || height == nil ? try symbolSize(inner, at: node) : .zero
            return Size(width: width ?? content.width, height: height ?? content.height)
        case .image(let image): return imageSize(image)
        case .custom(let c): return try symbolSize(symbolBody(c), at: node)
        case .anyView(let v), .identified(let v, _, _): return try symbolSize(v, at: node)
        case .conditional(let a, let b, let isFirst): return try symbolSize(isFirst ? a : b, at: node)
        case .optional(let v, _): return try symbolSize(v, at: node)
        default: return Size(width: 10, height: 10)
        }
    }

    /// A learner's view's body. Built inside the update cycle, a view's body waits for the runtime
    /// (`CustomViewValue.source`), which never sees a canvas's symbols: it runs here, with the
    /// view's state as it starts.
    private func symbolBody(_ c: CustomViewValue) throws -> ViewValue {
        guard let source = c.source as? InterpretedView else { return c.body }
        return try withContext({ $0.readTracker = nil; $0.defersBodies = false }) {
            try viewValue(of: member(of: source.value, "body", at: source.site, selfRef: nil, hint: .none), at: source.site)
        }
    }
}

extension Paint {
    /// A shape's paint, whose unit points are fractions of its frame, as a canvas command's paint,
    /// whose unit points are canvas points (the engine's unit-square paint box).
    func placed(in rect: Rect) -> Paint {
        func p(_ u: UnitPoint) -> UnitPoint { UnitPoint(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
        switch self {
        case .linear(let stops, let start, let end): return .linear(stops: stops, start: p(start), end: p(end))
        case .radial(let stops, let center, let r0, let r1): return .radial(stops: stops, center: p(center), startRadius: r0, endRadius: r1)
        case .angular(let stops, let center, let a0, let a1): return .angular(stops: stops, center: p(center), startAngle: a0, endAngle: a1)
        case .color, .foreground: return self
        }
    }
}
