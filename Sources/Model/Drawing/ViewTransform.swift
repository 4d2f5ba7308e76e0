import Foundation

/// A 2D affine transform, x' = a·x + c·y + tx, y' = b·x + d·y + ty: how offset, rotation and
/// scale effects move a view's drawing (layout keeps its frame, B1961).
public struct ViewTransform: Equatable, Sendable {
    public var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    public static let identity = ViewTransform()

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init() {}

    /// `self` applied after `inner`.
    public func concatenating(_ inner: ViewTransform) -> ViewTransform {
        ViewTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// The bounding box of a transformed rectangle: for a rotation that is
    /// W = |w·cosθ| + |h·sinθ|, H = |w·sinθ| + |h·cosθ| (A230–259).
    public func apply(_ rect: Rect) -> Rect {
        if a == 1 && b == 0 && c == 0 && d == 1 { return rect.offsetBy(dx: tx, dy: ty) }
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension ViewTransform {
    public var isIdentity: Bool { self == .identity }
    /// SVG's `matrix(a b c d e f)`.
    public var svgMatrix: String {
        [a, b, c, d, tx, ty].map { formatNumber($0) }.joined(separator: " ")
    }
}

extension ViewTransform {
    /// The transform that undoes this one; nil when it squashes the plane (a zero scale).
    public func inverted() -> ViewTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return ViewTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                             tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
