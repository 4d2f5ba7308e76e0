import Foundation
import ViewlabModel

/// Modifiers that change where a view is drawn but not its layout (B1961; A137–282): the layout
/// keeps the old frame, and the result reports a separate `drawn` frame.
enum RenderEffect {
    /// `offset(x:y:)` ≡ `transformEffect(translation)` (A175).
    case offset(x: Double, y: Double)
    case rotation(Angle, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)

    /// The effect as a transform of root coordinates, for a view laid out at `frame`.
    func transform(for frame: Rect) -> AffineTransform {
        switch self {
        case .offset(let x, let y):
            return AffineTransform(translationX: x, y: y)
        case .rotation(let angle, let anchor):
            let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
            let c = cos(angle.radians), s = sin(angle.radians)
            return AffineTransform(translationX: ax, y: ay)
                .concatenating(AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0))
                .concatenating(AffineTransform(translationX: -ax, y: -ay))
        case .scale(let sx, let sy, let anchor):
            let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
            return AffineTransform(translationX: ax, y: ay)
                .concatenating(AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0))
                .concatenating(AffineTransform(translationX: -ax, y: -ay))
        }
    }
}

/// A 2D affine transform, x' = a·x + c·y + tx, y' = b·x + d·y + ty.
struct AffineTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = AffineTransform()

    init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    init() {}

    /// `self` applied after `inner`.
    func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// The bounding box of a transformed rectangle: for a rotation that is
    /// W = |w·cosθ| + |h·sinθ|, H = |w·sinθ| + |h·cosθ| (A230–259).
    func apply(_ rect: Rect) -> Rect {
        if a == 1 && b == 0 && c == 0 && d == 1 { return rect.offsetBy(dx: tx, dy: ty) }
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
