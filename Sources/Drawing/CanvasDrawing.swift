import ViewlabLayout
import ViewlabModel

/// A `Canvas`'s commands as display items in its frame: each drawn with the context's transform
/// at the time, inside groups for its opacity, blend mode and clips; a layer as a group of its own.
struct CanvasDrawing {
    /// Canvas coordinates to root coordinates (before the context's own transform).
    let base: ViewTransform
    let metrics: TextMetrics
    let label: String
    /// What `.foreground` shading draws with: the style the canvas inherits.
    let foreground: Paint
    var approximations: Set<String> = []

    /// Unit points of a canvas's gradient are its own points: the paint box is the unit square.
    static let pointBox = Rect(x: 0, y: 0, width: 1, height: 1)

    mutating func items(_ commands: [CanvasCommand]) throws -> [DisplayItem] {
        try commands.flatMap { try item($0) }
    }

    private mutating func item(_ command: CanvasCommand) throws -> [DisplayItem] {
        switch command {
        case .fill(let path, let paint, let evenOdd, let state):
            return wrapped([.shape(DrawnShape(path: path, paint: resolved(paint), stroke: nil, evenOdd: evenOdd, paintBox: Self.pointBox,
                                              transform: base.concatenating(state.transform), label: label + " fill"))], state)
        case .stroke(let path, let paint, let style, let state):
            return wrapped([.shape(DrawnShape(path: path, paint: resolved(paint), stroke: style, evenOdd: false, paintBox: Self.pointBox,
                                              transform: base.concatenating(state.transform), label: label + " stroke"))], state)
        case .text(let string, let point, let anchor, let size, let color, let state):
            let m = metrics.measure(string, pointSize: size)
            let origin = Point(x: point.x - anchor.x * m.width, y: point.y - anchor.y * m.lineHeight)
            let run = TextRun(lines: [(string, Point(x: origin.x, y: origin.y + m.ascent), m.width)], pointSize: size, isBold: false,
                              color: color ?? foreground.firstColor, frame: Rect(origin: origin, size: Size(width: m.width, height: m.lineHeight)),
                              transform: base.concatenating(state.transform))
            return wrapped([.text(run)], state)
        case .image(let name, let rect, let state):
            approximations.insert("images: a placeholder the image's size (viewlab has no image files or SF Symbols)")
            return wrapped([.image(ImageMark(name: name, isSystemName: false, frame: rect, color: .black,
                                             transform: base.concatenating(state.transform)))], state)
        case .layer(let inner, let state):
            var group = DisplayGroup(items: try items(inner))
            group.isLayer = true
            return wrapped([.group(group)], state)
        case .sprite(let sprite, let state):
            let texture = try sprite.texture.map { try textureItems($0) }
            let size = sprite.texture?.size ?? sprite.rect.size, scale = sprite.texture?.scale ?? 1
            let drawn = DrawnSprite(rect: sprite.rect, transform: base.concatenating(state.transform), texture: texture,
                                    textureSize: size, textureScale: scale, color: sprite.color, alpha: sprite.alpha, shader: sprite.shader,
                                    texels: TexelGrid(items: texture ?? [], size: size, scale: scale))
            if sprite.shader != nil { approximations.insert(SpriteSampling.approximation) }
            return wrapped([.sprite(drawn)], state)
        }
    }

    /// An `ImageRenderer` image's view, laid out in the image's size and drawn in its own points.
    private mutating func textureItems(_ texture: SpriteTexture) throws -> [DisplayItem] {
        let result = try LayoutTree(texture.content, options: LayoutOptions(textMetrics: metrics))
            .layout(in: ProposedViewSize(width: texture.size.width, height: texture.size.height))
        let list = try DisplayListBuilder.build(result)
        approximations.formUnion(list.approximations)
        return list.items
    }

    private func resolved(_ paint: Paint) -> Paint { paint == .foreground ? foreground : paint }

    /// The items inside the groups the state asks for: its clips (innermost first), then its
    /// opacity and blend mode around them.
    private mutating func wrapped(_ items: [DisplayItem], _ state: CanvasState) -> [DisplayItem] {
        var items = items
        for clip in state.clips.reversed() {
            var g = DisplayGroup(items: items)
            g.clip = (clip, base)
            items = [.group(g)]
        }
        if !state.filters.isEmpty {
            for case .other(let filter) in state.filters { approximations.insert("Canvas filter \(filter): not drawn") }
            if state.filters.contains(where: { if case .other = $0 { false } else { true } }) {
                approximations.insert("Canvas filters: blur as a Gaussian of standard deviation radius/2, alphaThreshold as a table on alpha")
            }
            var g = DisplayGroup(items: items)
            g.filters = state.filters
            items = [.group(g)]
        }
        // An opacity above 1 (a particle's remaining life of 2 s) draws as 1, as SwiftUI clamps it.
        let opacity = min(max(state.opacity, 0), 1)
        guard opacity < 1 || state.blendMode != "normal" else { return items }
        var g = DisplayGroup(items: items)
        g.opacity = opacity
        if state.blendMode != "normal" {
            g.blendMode = state.blendMode
            approximations.insert("blend modes: drawn with CSS mix-blend-mode (\(state.blendMode))")
        }
        return [.group(g)]
    }
}
