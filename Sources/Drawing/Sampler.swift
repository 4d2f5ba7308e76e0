import Foundation
import ViewlabModel

/// The colour of a display list at a point, as the items composite over a background: what the
/// terminal picture draws in each half cell, and what checks and tests ask ("is the centre of the
/// circle red?"). A point sample, without antialiasing; text is left to the picture (it has no
/// outlines here), and a shadow or blend mode draws as if absent.
public struct Sampler {
    public let list: DisplayList
    public init(_ list: DisplayList) { self.list = list }

    public func color(at p: Point, over background: RGBA = RGBA(red: 1, green: 1, blue: 1)) -> RGBA {
        composite(list.items, at: p, over: background, opacity: 1)
    }

    private func composite(_ items: [DisplayItem], at p: Point, over base: RGBA, opacity: Double) -> RGBA {
        var out = base
        for item in items {
            switch item {
            case .shape(let s):
                guard let local = s.transform.inverted()?.apply(p), covers(s, local), let c = paint(s.paint, s.paintBox, at: local) else { continue }
                out = over(c.multiplyingOpacity(by: opacity), out)
            case .image(let i):
                guard let local = i.transform.inverted()?.apply(p), contains(i.frame, local) else { continue }
                out = over(RGBA(red: 0.85, green: 0.85, blue: 0.87).multiplyingOpacity(by: opacity * i.opacity), out)
            case .text:
                continue
            case .sprite(let sprite):
                guard let local = sprite.transform.inverted()?.apply(p), let c = try? SpriteSampling.color(sprite, at: local) else { continue }
                out = over(c.multiplyingOpacity(by: opacity), out)
            case .group(let g):
                if let (path, transform) = g.clip {
                    guard let local = transform.inverted()?.apply(p), PathFlattening.contains(path, local) else { continue }
                }
                // A mask lets the group through as opaque as the mask is drawn at the point.
                let through = g.mask.map { composite($0, at: p, over: .clear, opacity: 1).opacity } ?? 1
                guard through > 0 else { continue }
                if g.isLayer {
                    // A layer is drawn on its own, then laid over what is behind it at its opacity.
                    let layer = composite(g.items, at: p, over: .clear, opacity: 1)
                    out = over(layer.multiplyingOpacity(by: opacity * g.opacity * through), out)
                } else {
                    out = composite(g.items, at: p, over: out, opacity: opacity * g.opacity * through)
                }
            }
        }
        return out
    }

    private func covers(_ s: DrawnShape, _ p: Point) -> Bool {
        if let stroke = s.stroke { return StrokeCoverage.covers(s.path, stroke, p) }
        return PathFlattening.contains(s.path, p, evenOdd: s.evenOdd)
    }

    private func contains(_ r: Rect, _ p: Point) -> Bool { p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY }

    /// The paint's colour at `p`: a gradient's unit points are in `box`.
    func paint(_ paint: Paint, _ box: Rect, at p: Point) -> RGBA? {
        func unit(_ u: UnitPoint) -> Point { Point(x: box.minX + u.x * box.width, y: box.minY + u.y * box.height) }
        switch paint {
        case .color(let c): return c
        case .foreground: return .black
        case .linear(let stops, let start, let end):
            let a = unit(start), b = unit(end)
            let dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy
            return Sampler.color(stops, at: l2 == 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)
        case .radial(let stops, let center, let r0, let r1):
            let c = unit(center)
            return Sampler.color(stops, at: r1 == r0 ? 0 : (hypot(p.x - c.x, p.y - c.y) - r0) / (r1 - r0))
        case .angular(let stops, let center, let a0, let a1):
            let c = unit(center)
            var angle = atan2(p.y - c.y, p.x - c.x) - a0.radians
            while angle < 0 { angle += 2 * .pi }
            let span = a1.radians - a0.radians
            return Sampler.color(stops, at: span == 0 ? 0 : angle / span)
        }
    }

    /// The colour at `t` along stops (clamped at the ends).
    public static func color(_ stops: [GradientStop], at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location == a.location ? 0 : (t - a.location) / (b.location - a.location)
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                        blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
        }
        return last.color
    }

    /// Source-over compositing of `top` on an opaque or translucent `bottom`.
    private func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let a = top.opacity + bottom.opacity * (1 - top.opacity)
        guard a > 0 else { return .clear }
        func mix(_ t: Double, _ b: Double) -> Double { (t * top.opacity + b * bottom.opacity * (1 - top.opacity)) / a }
        return RGBA(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), opacity: a)
    }
}
