import ViewlabModel

/// One thing drawn, in root coordinates before its `transform`.
public indirect enum DisplayItem {
    case shape(DrawnShape)
    case text(TextRun)
    case image(ImageMark)
    case group(DisplayGroup)
    case sprite(DrawnSprite)
}

/// A `SpriteView`'s sprite: its texture's drawing through its fragment shader.
public struct DrawnSprite {
    public var rect: Rect
    /// The sprite's coordinates (the view's) to root coordinates.
    public var transform: ViewTransform
    /// The texture's drawing, in its own points (0…size); nil for a sprite that is only its colour.
    public var texture: [DisplayItem]?
    public var textureSize: Size
    /// Texture pixels per point.
    public var textureScale: Double
    public var color: RGBA
    public var alpha: Double
    public var shader: SpriteShader?
    /// The texture's pixels, sampled as they are read.
    let texels: TexelGrid
}

/// A filled or stroked outline.
public struct DrawnShape {
    public var path: PathValue
    public var paint: Paint
    /// nil: filled; otherwise stroked with this style.
    public var stroke: StrokeStyle?
    public var evenOdd: Bool
    /// The box the paint's unit points refer to (a gradient's `.top` is this box's top).
    public var paintBox: Rect
    public var transform: ViewTransform
    /// The view's label, which SVG keeps as the element's title.
    public var label: String
}

/// A `Text`'s lines, each at its baseline and with the width layout measured for it.
public struct TextRun {
    public var lines: [(text: String, origin: Point, width: Double)]
    public var pointSize: Double
    public var isBold: Bool
    public var color: RGBA
    public var frame: Rect
    public var transform: ViewTransform
}

/// An `Image`: viewlab has no pictures for names, so it draws a placeholder the image's size.
public struct ImageMark {
    public var name: String
    public var isSystemName: Bool
    public var frame: Rect
    public var color: RGBA
    public var transform: ViewTransform
    /// The opacity of the views above it (`.opacity`).
    public var opacity: Double = 1
}

/// Items drawn together, with what applies to them as a whole.
public struct DisplayGroup {
    public var items: [DisplayItem]
    public var opacity: Double = 1
    /// The outline outside which nothing of the group is drawn, with its own transform.
    public var clip: (path: PathValue, transform: ViewTransform)?
    public var shadow: (color: RGBA, radius: Double, x: Double, y: Double)?
    /// `.mask { view }`: the view's drawing, whose alpha the group is drawn through.
    public var mask: [DisplayItem]?
    /// `.blur(radius:)` on the group.
    public var blurRadius: Double?
    /// A Canvas's filters on what it drew, in the order they were added (the last applies first),
    /// or the colour filter a view's modifier applies.
    public var filters: [CanvasFilter] = []
    public var blendMode: String?
    /// `compositingGroup`/`drawingGroup`: drawn into one layer first.
    public var isLayer = false
    public init(items: [DisplayItem]) { self.items = items }

    /// Whether the group changes nothing about its items' drawing.
    var isPlain: Bool { opacity == 1 && clip == nil && shadow == nil && blurRadius == nil && filters.isEmpty && mask == nil && blendMode == nil && !isLayer }
}

/// What the picture of a laid-out tree holds.
public struct DisplayList {
    public var items: [DisplayItem]
    /// The box holding everything drawn (and the proposal), for the picture's size.
    public var bounds: Rect
    /// What is drawn by a documented model rather than as a device draws it ("text: viewlab-17
    /// metric, glyphs fitted to each line's measured width", "shadow: a Gaussian blur of radius/2").
    public var approximations: [String]
}
