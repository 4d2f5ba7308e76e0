import Foundation
import ViewlabModel

/// Modifiers that change where a view is drawn but not its layout (B1961; A137–282): the layout
/// keeps the old frame, and the result reports a separate `drawn` frame. Indirect, so that a
/// layout node's effect is one reference: placement tests it at every node, and most have none.
indirect enum RenderEffect {
    /// `offset(x:y:)` ≡ `transformEffect(translation)` (A175).
    case offset(x: Double, y: Double)
    case rotation(Angle, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// A linear map about the anchor: `rotation3DEffect`'s projection onto the screen.
    case linear(a: Double, b: Double, c: Double, d: Double, anchor: UnitPoint)

    /// The effect of a modifier that moves a view's drawing (`offset`, `rotationEffect`,
    /// `scaleEffect`, `rotation3DEffect`), with values that are not finite ignored; nil for any other.
    init?(_ kind: ModifierKind) {
        switch kind {
        case .offset(let x, let y): self = .offset(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        case .rotationEffect(let angle, let anchor): self = .rotation(angle.radians.isFinite ? angle : Angle(radians: 0), anchor: anchor.finite)
        case .scaleEffect(let x, let y, let anchor): self = .scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1, anchor: anchor.finite)
        case .rotation3DEffect(let angle, let axis, let anchor): self = .rotation3D(angle, axis: axis, anchor: anchor.finite)
        default: return nil
        }
    }

    /// `rotation3DEffect(angle, axis:)` as the screen sees it head on: the top-left 2×2 of the 3D
    /// rotation matrix (Rodrigues' formula), so turning about y by 60° draws the view half as wide.
    static func rotation3D(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint) -> RenderEffect {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return .linear(a: 1, b: 0, c: 0, d: 1, anchor: anchor) }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        return .linear(a: t * x * x + c, b: t * x * y + s * z, c: t * x * y - s * z, d: t * y * y + c, anchor: anchor)
    }

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
            return RenderEffect.linear(a: sx, b: 0, c: 0, d: sy, anchor: anchor).transform(for: frame)
        case .linear(let a, let b, let c, let d, let anchor):
            let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
            return ViewTransform(translationX: ax, y: ay)
                .concatenating(ViewTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0))
                .concatenating(ViewTransform(translationX: -ax, y: -ay))
        }
    }
}

