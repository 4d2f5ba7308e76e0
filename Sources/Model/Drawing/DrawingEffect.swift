/// What a modifier does to a view's drawing without changing its layout: the picture reads these
/// (`Modifier.drawingEffect`); layout passes the modifiers through.
public enum DrawingEffect {
    /// `.opacity(0.5)`: the subtree drawn at that opacity, as one layer.
    case opacity(Double)
    /// `.clipped()` (nil: the frame), `.clipShape(Circle())`, `.cornerRadius(12)` (a rounded
    /// rectangle), `.mask { Circle() }` with a shape: the subtree drawn only inside the shape in
    /// the modified view's frame.
    case clip(ShapeValue?)
    /// `.mask { view }` with a view that is not a shape: the subtree kept where the view is drawn,
    /// as opaque as the view is there (its alpha); the view is laid out in the modified view's frame.
    case mask(ViewValue)
    /// `.shadow(color:radius:x:y:)`: a blurred copy of the subtree's drawing behind it; SwiftUI's
    /// default colour is black at 33% (`Color(.sRGBLinear, white: 0, opacity: 0.33)`, Apple's
    /// documentation of `shadow`).
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// `.blur(radius: 10)`: the subtree's drawing blurred (a Gaussian blur; viewlab's standard
    /// deviation is radius / 2, as for shadows).
    case blur(radius: Double)
    /// `.colorInvert()`, `.grayscale(0.5)`, `.saturation`, `.contrast`, `.brightness`,
    /// `.hueRotation`, `.colorMultiply`: the subtree's colours changed as the filter says.
    case filter(CanvasFilter)
    /// `.blendMode(.multiply)`: how the subtree's colours combine with what is behind it.
    case blendMode(String)
    /// `.compositingGroup()`, `.drawingGroup()`: the subtree drawn into one layer first, so an
    /// opacity or blend mode above applies to the layer, not to each view.
    case compositingGroup(drawingGroup: Bool)
    /// `.zIndex(1)`: the order among siblings in a ZStack (and any container): higher is in front.
    case zIndex(Double)
    /// `.hidden()`: laid out, not drawn.
    case hidden
}
