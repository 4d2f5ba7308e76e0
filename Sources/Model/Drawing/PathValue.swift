import Foundation

/// SwiftUI's `Path`: lines and Bézier curves in a view's own coordinates. Every `add…` method
/// turns into these elements, as Core Graphics does: ellipses and arcs into cubic curves (four per
/// full turn), rounded rectangles into lines and quarter arcs.
public struct PathValue: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    /// Where the last element ended, and where its subpath began: kept as elements are added, so
    /// that building a path point by point stays linear.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}
    public init(_ elements: [Element]) { for e in elements { append(e) } }

    /// Adds one element, keeping `currentPoint` (`Path.currentPoint`; nil for an empty path).
    public mutating func append(_ element: Element) {
        elements.append(element)
        switch element {
        case .move(let p): subpathStart = p; currentPoint = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): currentPoint = p
        case .closeSubpath: currentPoint = subpathStart
        }
    }

    public static func == (a: PathValue, b: PathValue) -> Bool { a.elements == b.elements }

    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building (Path's methods)

    public mutating func move(to p: Point) { append(.move(to: p)) }
    /// A line from the current point; with none, SwiftUI starts the subpath here (as `move`).
    public mutating func addLine(to p: Point) { append(currentPoint == nil ? .move(to: p) : .line(to: p)) }
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { append(.line(to: p)) }
    }
    public mutating func addQuadCurve(to p: Point, control: Point) { append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { append(.closeSubpath) }

    public mutating func addRect(_ r: Rect) {
        addLines([Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)])
        closeSubpath()
    }

    /// An ellipse inscribed in `r`, starting at its right-hand middle and going clockwise on screen,
    /// as `CGPath.addEllipse` does.
    public mutating func addEllipse(in r: Rect) {
        guard r.width > 0 || r.height > 0 else { return }
        // A move, four curves and a close: room made once rather than by growing four times
        // (a Canvas's loop makes one ellipse a particle a frame).
        elements.reserveCapacity(elements.count + 6)
        let c = Point(x: r.midX, y: r.midY)
        move(to: Point(x: r.maxX, y: c.y))
        appendArc(center: c, radiusX: r.width / 2, radiusY: r.height / 2, from: 0, to: 2 * .pi)
        closeSubpath()
    }

    /// A rounded rectangle with the corner size clamped to half of each side (`.circular` corners;
    /// `.continuous` is drawn the same way, a documented approximation).
    public mutating func addRoundedRect(in r: Rect, cornerSize: Size) {
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        // Square corners are a rectangle, as Core Graphics draws them (no empty arcs between the sides).
        if rx == 0 || ry == 0 { addRect(r); return }
        addUnevenRoundedRect(in: r, topLeading: Size(width: rx, height: ry), bottomLeading: Size(width: rx, height: ry),
                             bottomTrailing: Size(width: rx, height: ry), topTrailing: Size(width: rx, height: ry))
    }

    /// `UnevenRoundedRectangle`: each corner with its own radii.
    public mutating func addUnevenRoundedRect(in r: Rect, topLeading tl: Size, bottomLeading bl: Size, bottomTrailing br: Size, topTrailing tr: Size) {
        func clamp(_ s: Size) -> Size { Size(width: min(max(s.width, 0), r.width / 2), height: min(max(s.height, 0), r.height / 2)) }
        let (tl, bl, br, tr) = (clamp(tl), clamp(bl), clamp(br), clamp(tr))
        move(to: Point(x: r.minX + tl.width, y: r.minY))
        append(.line(to: Point(x: r.maxX - tr.width, y: r.minY)))
        appendArc(center: Point(x: r.maxX - tr.width, y: r.minY + tr.height), radiusX: tr.width, radiusY: tr.height, from: -.pi / 2, to: 0)
        append(.line(to: Point(x: r.maxX, y: r.maxY - br.height)))
        appendArc(center: Point(x: r.maxX - br.width, y: r.maxY - br.height), radiusX: br.width, radiusY: br.height, from: 0, to: .pi / 2)
        append(.line(to: Point(x: r.minX + bl.width, y: r.maxY)))
        appendArc(center: Point(x: r.minX + bl.width, y: r.maxY - bl.height), radiusX: bl.width, radiusY: bl.height, from: .pi / 2, to: .pi)
        append(.line(to: Point(x: r.minX, y: r.minY + tl.height)))
        appendArc(center: Point(x: r.minX + tl.width, y: r.minY + tl.height), radiusX: tl.width, radiusY: tl.height, from: .pi, to: 1.5 * .pi)
        closeSubpath()
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`. Angles are measured as on screen
    /// (y down), and `clockwise` is in the flipped, y-up sense Core Graphics uses, so `clockwise:
    /// false` turns clockwise on screen, the surprise the books warn about. A line joins the current
    /// point to the arc's start.
    public mutating func addArc(center c: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians
        var end = endAngle.radians
        if !clockwise {
            if end - start >= 2 * .pi { end = start + 2 * .pi } else { while end < start { end += 2 * .pi } }
        } else {
            if start - end >= 2 * .pi { end = start - 2 * .pi } else { while end > start { end -= 2 * .pi } }
        }
        let first = Point(x: c.x + radius * cos(start), y: c.y + radius * sin(start))
        if currentPoint == nil { move(to: first) } else { append(.line(to: first)) }
        appendArc(center: c, radiusX: radius, radiusY: radius, from: start, to: end)
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: a line toward `t1`, then an arc of `radius`
    /// tangent to both lines (t1 is the corner), as `CGPath.addArc(tangent1End:…)` draws it.
    public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius: Double) {
        guard let p0 = currentPoint else { move(to: t1); return }
        let v1 = Point(x: p0.x - t1.x, y: p0.y - t1.y), v2 = Point(x: t2.x - t1.x, y: t2.y - t1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { append(.line(to: t1)); return }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        let angle = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1))
        guard abs(cross) > 1e-12, angle > 1e-12 else { append(.line(to: t1)); return }
        let distance = radius / tan(angle / 2)
        let start = Point(x: t1.x + u1.x * distance, y: t1.y + u1.y * distance)
        let end = Point(x: t1.x + u2.x * distance, y: t1.y + u2.y * distance)
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y), bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let c = Point(x: t1.x + bisector.x / bl * centreDistance, y: t1.y + bisector.y / bl * centreDistance)
        append(.line(to: start))
        let a0 = atan2(start.y - c.y, start.x - c.x)
        var a1 = atan2(end.y - c.y, end.x - c.x)
        // The short way round.
        while a1 - a0 > .pi { a1 -= 2 * .pi }
        while a0 - a1 > .pi { a1 += 2 * .pi }
        appendArc(center: c, radiusX: radius, radiusY: radius, from: a0, to: a1)
    }

    /// `addPath(_:transform:)` without a transform.
    public mutating func addPath(_ other: PathValue) { for e in other.elements { append(e) } }

    /// Cubic Béziers approximating an elliptical arc from angle `a0` to `a1` (radians, screen
    /// coordinates), at most a quarter turn each (k = 4/3·tan(θ/4)); the start point is not added.
    mutating func appendArc(center c: Point, radiusX rx: Double, radiusY ry: Double, from a0: Double, to a1: Double) {
        guard rx > 0 || ry > 0 else { return }
        let arc = ArcPieces.common.first { $0.from == a0 && $0.to == a1 } ?? ArcPieces(from: a0, to: a1)
        for p in arc.pieces {
            let p0 = Point(x: c.x + rx * p.cosStart, y: c.y + ry * p.sinStart), p3 = Point(x: c.x + rx * p.cosEnd, y: c.y + ry * p.sinEnd)
            let p1 = Point(x: p0.x - arc.k * rx * p.sinStart, y: p0.y + arc.k * ry * p.cosStart)
            let p2 = Point(x: p3.x + arc.k * rx * p.sinEnd, y: p3.y - arc.k * ry * p.cosEnd)
            append(.curve(to: p3, control1: p1, control2: p2))
        }
    }

    // MARK: Reading

    /// The smallest rectangle holding every point and control point (`boundingRect` is the
    /// curve's own box in SwiftUI; the control points' box holds it).
    public var boundingRect: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quadCurve(let p, let c): xs += [p.x, c.x]; ys += [p.y, c.y]
            case .curve(let p, let c1, let c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .closeSubpath: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path moved by (dx, dy): a shape's path in its frame, drawn in root coordinates.
    public func offsetBy(dx: Double, dy: Double) -> PathValue {
        mapping { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point through `t` (a symbol's unit-square drawing fitted to its frame).
    public func applying(_ t: ViewTransform) -> PathValue { mapping(t.apply) }

    /// The path with every point and control point moved by `m`: exact for affine maps.
    public func mapping(_ m: (Point) -> Point) -> PathValue {
        PathValue(elements.map {
            switch $0 {
            case .move(let p): .move(to: m(p))
            case .line(let p): .line(to: m(p))
            case .quadCurve(let p, let c): .quadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }

    /// SVG's path data: `M0 0 L10 0 C… Z`.
    public var svgData: String {
        // SVG closes a subpath with Z, Core Graphics with h.
        written { letter, numbers in (letter == "h" ? "Z" : letter.uppercased()) + numbers.joined(separator: " ") }
    }

    /// The elements as text, each written by `element` from its letter (`m`, `l`, `q`, `c`, `h`)
    /// and its coordinates in the order Core Graphics and SVG give them (controls first).
    public func written(_ element: (_ letter: String, _ numbers: [String]) -> String) -> String {
        let n = formatNumber
        return elements.map {
            switch $0 {
            case .move(let p): element("m", [n(p.x), n(p.y)])
            case .line(let p): element("l", [n(p.x), n(p.y)])
            case .quadCurve(let p, let c): element("q", [n(c.x), n(c.y), n(p.x), n(p.y)])
            case .curve(let p, let c1, let c2): element("c", [n(c1.x), n(c1.y), n(c2.x), n(c2.y), n(p.x), n(p.y)])
            case .closeSubpath: element("h", [])
            }
        }.joined(separator: " ")
    }
}

/// An arc's quarter-turn pieces: the cosine and sine at each piece's ends, and the control-point
/// factor k. The arcs every ellipse and rounded corner draws are worked out once (a Canvas that
/// fills a circle per particle draws thousands a frame); the numbers are the same as any arc's.
private struct ArcPieces: Sendable {
    struct Piece: Sendable { let cosStart, sinStart, cosEnd, sinEnd: Double }
    let from, to, k: Double
    let pieces: [Piece]

    init(from a0: Double, to a1: Double) {
        let count = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(count)
        from = a0; to = a1
        k = 4.0 / 3.0 * tan(step / 4)
        pieces = (0..<count).map { i in
            let s = a0 + Double(i) * step, e = s + step
            return Piece(cosStart: Self.exact(cos(s)), sinStart: Self.exact(sin(s)), cosEnd: Self.exact(cos(e)), sinEnd: Self.exact(sin(e)))
        }
    }

    /// A cosine or sine of a multiple of π/2 is 0 (π itself is not exact in a Double, so `sin(.pi)`
    /// is ~1e-16): so an ellipse's and a rounded corner's points and control points lie on their
    /// rectangle's sides, and `boundingRect` is the rectangle, as Core Graphics' ellipse in a
    /// rectangle gives (`Circle().path(in:)` in (0, 0, 10, 6) has its minX 2.0, not 1.9999999999999998).
    private static func exact(_ value: Double) -> Double { abs(value) < 1e-15 ? 0 : value }

    /// `addEllipse`'s full turn and `addUnevenRoundedRect`'s four corners.
    static let common = [ArcPieces(from: 0, to: 2 * .pi), ArcPieces(from: -.pi / 2, to: 0), ArcPieces(from: 0, to: .pi / 2),
                         ArcPieces(from: .pi / 2, to: .pi), ArcPieces(from: .pi, to: 1.5 * .pi)]
}
