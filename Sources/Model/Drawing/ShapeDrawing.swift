/// How a shape view is painted: `Circle()` alone is filled with the foreground style;
/// `.fill(_:)`, `.stroke(_:style:)` and `.strokeBorder(_:style:)` choose one; `.trim(from:to:)`
/// keeps part of the outline; `.inset(by:)` shrinks it.
public struct ShapeDrawing: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case fill(Paint, evenOdd: Bool)
        /// Centred on the outline: half the width falls outside the frame.
        case stroke(Paint, StrokeStyle)
        /// Inside the frame: the shape inset by half the line width, then stroked.
        case strokeBorder(Paint, StrokeStyle)
    }
    public var mode: Mode
    /// `.trim(from:to:)`, as fractions of the outline's length.
    public var trim: ClosedRange<Double>?
    /// `.inset(by:)`: the shape drawn that much inside its frame.
    public var inset: Double
    public init(mode: Mode = .fill(.foreground, evenOdd: false), trim: ClosedRange<Double>? = nil, inset: Double = 0) {
        self.mode = mode; self.trim = trim; self.inset = inset
    }
}
