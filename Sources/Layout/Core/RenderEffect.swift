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
    func transform(for frame: Rect) -> ViewTransform {
        switch self {
        case .offset(let x, let y):
            return ViewTransform(translationX: x, y: y)
        case .rotation(let angle, let anchor):
            let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
            let c = cos(angle.radians), s = sin(angle.radians)
            return ViewTransform(translationX: ax, y: ay)
                .concatenating(ViewTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0))
                .concatenating(ViewTransform(translationX: -ax, y: -ay))
        case .scale(let sx, let sy, let anchor):
            let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
            return ViewTransform(translationX: ax, y: ay)
                .concatenating(ViewTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0))
                .concatenating(ViewTransform(translationX: -ax, y: -ay))
        }
    }
}

