/// What a `Canvas`'s closure draws through its `GraphicsContext`, in the canvas's own coordinates
/// (origin at its top-left): the interpreter records these when the picture is drawn, the drawing
/// engine places them in the canvas's frame.
public indirect enum CanvasCommand {
    /// `context.fill(path, with: shading, style: FillStyle(eoFill:))`.
    case fill(PathValue, Paint, evenOdd: Bool, state: CanvasState)
    /// `context.stroke(path, with: shading, lineWidth:)` / `style:`.
    case stroke(PathValue, Paint, StrokeStyle, state: CanvasState)
    /// `context.draw(Text("…"), at: point, anchor:)` / `in: rect`: the text's lines as the text
    /// metric measures them, placed by its anchor.
    case text(String, at: Point, anchor: UnitPoint, pointSize: Double, color: RGBA?, state: CanvasState)
    /// `context.draw(Image(…), in: rect)` / `at:`: a placeholder the image's size.
    case image(name: String, in: Rect, state: CanvasState)
    /// `context.drawLayer { layer in … }`: drawn into a layer of its own, composited once with the
    /// context's opacity, blend mode and filters at the time.
    case layer([CanvasCommand], state: CanvasState)
    /// A `SpriteView`'s sprite node: its texture through its shader (SpriteViews.swift).
    case sprite(SpriteDrawing, state: CanvasState)
}

/// The drawing state a `GraphicsContext` carries at each command: a copy of the context has its
/// own (`var inner = context; inner.opacity = 0.5` leaves `context` as it was).
public struct CanvasState: Equatable, Sendable {
    /// `context.opacity`, multiplied into what is drawn.
    public var opacity: Double
    /// `context.blendMode`, e.g. `plusLighter` (the raw name of SwiftUI's `GraphicsContext.BlendMode`).
    public var blendMode: String
    /// `translateBy`, `scaleBy`, `rotate(by:)`, `concatenate`, `transform`: canvas coordinates to the canvas's.
    public var transform: ViewTransform
    /// `context.clip(to: path)`: what is drawn is kept inside each of these (in canvas coordinates).
    public var clips: [PathValue]
    /// `context.addFilter(.blur(radius: 10))`, `.alphaThreshold(min:)`…, in the order they were added.
    public var filters: [CanvasFilter]
    public init(opacity: Double = 1, blendMode: String = "normal", transform: ViewTransform = .identity,
                clips: [PathValue] = [], filters: [CanvasFilter] = []) {
        self.opacity = opacity; self.blendMode = blendMode; self.transform = transform; self.clips = clips; self.filters = filters
    }
}

/// A `GraphicsContext.Filter`: the two the book's metaballs use are drawn; others are named.
public enum CanvasFilter: Equatable, Sendable, CustomStringConvertible {
    /// `.blur(radius:)`: a Gaussian blur (standard deviation radius / 2, as viewlab draws every blur).
    case blur(radius: Double)
    /// `.alphaThreshold(min:max:color:)`: where the alpha is within min…max the pixel takes the
    /// colour (the drawn colour when none is given), elsewhere it is clear (Pro SwiftUI D10, 3244–3248).
    case alphaThreshold(min: Double, max: Double, color: RGBA?)
    /// The colour filters, which a view's modifiers of the same names also apply (Apple's
    /// documentation of `GraphicsContext.Filter` and of the `View` modifiers): `colorInvert`,
    /// `grayscale(amount)` (0 none … 1 grey), `saturation(amount)` (1 unchanged), `contrast(amount)`
    /// (1 unchanged, about mid-grey), `brightness(amount)` (added to each component),
    /// `hueRotation(angle)`, `colorMultiply(color)`.
    case colorInvert
    case grayscale(Double)
    case saturation(Double)
    case contrast(Double)
    case brightness(Double)
    case hueRotation(degrees: Double)
    case colorMultiply(RGBA)
    /// Any other filter, as the code wrote it (`shadow(color: .black, radius: 4)`): not drawn.
    case other(String)

    public var description: String {
        switch self {
        case .blur(let r): "blur(radius: \(formatNumber(r)))"
        case .alphaThreshold(let lo, let hi, let c):
            "alphaThreshold(min: \(formatNumber(lo))" + (hi == 1 ? "" : ", max: \(formatNumber(hi))") + (c.map { ", color: \($0)" } ?? "") + ")"
        case .colorInvert: "colorInvert()"
        case .grayscale(let a): "grayscale(\(formatNumber(a)))"
        case .saturation(let a): "saturation(\(formatNumber(a)))"
        case .contrast(let a): "contrast(\(formatNumber(a)))"
        case .brightness(let a): "brightness(\(formatNumber(a)))"
        case .hueRotation(let d): "hueRotation(.degrees(\(formatNumber(d))))"
        case .colorMultiply(let c): "colorMultiply(\(c))"
        case .other(let text): text
        }
    }
}
