/// A transition as the learner wrote it in `.transition(…)` (environment-animation.md §3.6):
/// what an inserted view animates in from, and a removed one out to. The interpreter builds it from
/// the learner's expression; layout nodes carry it to the animated layout.
public indirect enum TransitionSpec: Equatable, Sendable, CustomStringConvertible {
    case opacity, identity, slide
    /// `.scale`, `.scale(scale: 0.5)`: from this scale to 1 (≈0 by default).
    case scale(Double)
    /// `.move(edge: .leading)`: offset by the view's own size towards that edge.
    case move(Edge)
    /// `.push(from: .leading)`: moves in from that edge and out towards the opposite one, fading
    /// in and out (Apple's documentation of `push(from:)`).
    case push(Edge)
    /// `.offset(x:y:)`: from this offset.
    case offset(x: Double, y: Double)
    case asymmetric(insertion: TransitionSpec, removal: TransitionSpec)
    case combined(TransitionSpec, TransitionSpec)
    /// `.modifier(active:identity:)`: a learner's modifiers, shown by name and drawn with the opacity,
    /// offset and scale their bodies apply (read by the interpreter), from the active to the identity's.
    case custom(String, active: TransitionEffects = TransitionEffects(), identity: TransitionEffects = TransitionEffects())
    /// A transition viewlab does not draw (`.blurReplace`: a blur): named, and drawn in place.
    case unmodelled(String)

    public enum Edge: String, Sendable {
        case leading, trailing, top, bottom
        var opposite: Edge { switch self { case .leading: .trailing; case .trailing: .leading; case .top: .bottom; case .bottom: .top } }
    }

    public var description: String {
        switch self {
        case .opacity: ".opacity"
        case .identity: ".identity"
        case .slide: ".slide"
        case .scale(let s): s == 0 ? ".scale" : ".scale(scale: \(formatNumber(s)))"
        case .move(let edge): ".move(edge: .\(edge.rawValue))"
        case .push(let edge): ".push(from: .\(edge.rawValue))"
        case .offset(let x, let y): ".offset(x: \(formatNumber(x)), y: \(formatNumber(y)))"
        case .unmodelled(let text): text + " (viewlab draws it in place)"
        case .asymmetric(let i, let r): ".asymmetric(insertion: \(i), removal: \(r))"
        case .combined(let a, let b): "\(a).combined(with: \(b))"
        case .custom(let text, _, _): text
        }
    }

    /// What the transition's modifiers apply, `amount` of the way to its active state (1 at the
    /// start of an insertion and at the end of a removal): `.opacity` an opacity, `.move(edge:)`,
    /// `.slide`, `.push(from:)` and `.offset` an offset (a move by the size of `bounds`, the view the
    /// transition modifies), `.scale` a scale about its centre (environment-animation.md §3.6).
    public func effects(_ amount: Double, inserting: Bool, bounds: Rect) -> TransitionEffects {
        switch self {
        case .opacity: return TransitionEffects(opacity: 1 - amount)
        case .identity, .unmodelled: return TransitionEffects()
        case .custom(_, let active, let identity):
            func mix(_ a: Double, _ b: Double) -> Double { b + (a - b) * amount }
            return TransitionEffects(opacity: mix(active.opacity, identity.opacity), x: mix(active.x, identity.x), y: mix(active.y, identity.y),
                                     scale: mix(active.scale, identity.scale))
        case .push(let edge):
            var move = TransitionSpec.move(inserting ? edge : edge.opposite).effects(amount, inserting: inserting, bounds: bounds)
            move.opacity = 1 - amount
            return move
        case .offset(let x, let y): return TransitionEffects(x: x * amount, y: y * amount)
        case .slide: return TransitionSpec.move(inserting ? .leading : .trailing).effects(amount, inserting: inserting, bounds: bounds)
        case .scale(let s):
            // OpenSwiftUI scales to 1e-5 rather than 0 (§3.6); at two decimals they print alike.
            return TransitionEffects(scale: 1 + (max(s, 1e-5) - 1) * amount)
        case .move(let edge):
            let (dx, dy): (Double, Double) = switch edge {
            case .leading: (-bounds.size.width, 0)
            case .trailing: (bounds.size.width, 0)
            case .top: (0, -bounds.size.height)
            case .bottom: (0, bounds.size.height)
            }
            return TransitionEffects(x: dx * amount, y: dy * amount)
        case .asymmetric(let insertion, let removal):
            return (inserting ? insertion : removal).effects(amount, inserting: inserting, bounds: bounds)
        case .combined(let a, let b):
            // `a.combined(with: b)` applies b's modifier around a's: b's scale scales a's offset too.
            let first = a.effects(amount, inserting: inserting, bounds: bounds), second = b.effects(amount, inserting: inserting, bounds: bounds)
            return TransitionEffects(opacity: first.opacity * second.opacity, x: first.x * second.scale + second.x,
                                     y: first.y * second.scale + second.y, scale: first.scale * second.scale)
        }
    }
}

/// What a transition modifier's body draws its content with, as far as the animation tables follow
/// it: the opacity, the offset and the scale (about the centre) its `.opacity`, `.offset` and
/// `.scaleEffect` apply (TiS L3060–3078's `MyOpacity`).
public struct TransitionEffects: Equatable, Sendable {
    public var opacity = 1.0
    public var x = 0.0, y = 0.0
    public var scale = 1.0
    public init(opacity: Double = 1, x: Double = 0, y: Double = 0, scale: Double = 1) {
        self.opacity = opacity; self.x = x; self.y = y; self.scale = scale
    }

    /// Where `frame` is drawn under these effects: scaled about the centre of `bounds` (the view the
    /// transition modifies), then offset.
    public func apply(to frame: Rect, bounds: Rect) -> Rect {
        let cx = bounds.minX + bounds.size.width / 2, cy = bounds.minY + bounds.size.height / 2
        return Rect(x: cx + (frame.minX - cx) * scale + x, y: cy + (frame.minY - cy) * scale + y,
                    width: frame.size.width * scale, height: frame.size.height * scale)
    }
}
