/// SwiftUI's `StrokeStyle`: how a shape's outline is drawn.
public struct StrokeStyle: Equatable, Sendable {
    public enum LineCap: String, Sendable { case butt, round, square }
    public enum LineJoin: String, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    /// SwiftUI's defaults: 1 point wide, butt caps, miter joins, limit 10, no dash.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}
