import Foundation
import ViewlabModel

/// The geometry SymbolGlyphs draws with, all in the unit square (y down, angles in degrees and
/// growing clockwise on screen). Lines are returned as filled outlines with round caps and joins,
/// the look of SF Symbols, whatever caps the caller strokes with; outlines that may be cut out of
/// a filled shape (even-odd) are kept simple, so that a cut-out is one clean hole.
extension SymbolGlyphs {
    /// The regular weight: SF Symbols' regular strokes are about a twelfth of the symbol's height.
    static let weight = 0.085
    /// The middle of the unit square.
    static let centre = Point(x: 0.5, y: 0.5)

    static func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// The point at `radius` from `c` in the direction `degrees`.
    static func polar(_ c: Point, _ radius: Double, _ degrees: Double) -> Point {
        let a = degrees * .pi / 180
        return Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
    }

    // MARK: Closed shapes

    static func circle(_ c: Point, _ r: Double) -> PathValue {
        var p = PathValue()
        p.addEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        return p
    }

    static func ellipse(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> PathValue {
        var p = PathValue()
        p.addEllipse(in: Rect(x: x, y: y, width: width, height: height))
        return p
    }

    static func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ radius: Double) -> PathValue {
        var p = PathValue()
        p.addRoundedRect(in: Rect(x: x, y: y, width: width, height: height), cornerSize: Size(width: radius, height: radius))
        return p
    }

    /// A circle's outline as a filled ring (two circles; fill it even-odd).
    static func ring(_ c: Point, _ r: Double, _ width: Double = weight) -> PathValue {
        joined(circle(c, r + width / 2), circle(c, r - width / 2))
    }

    /// Several paths as one (their subpaths side by side).
    static func joined(_ paths: PathValue...) -> PathValue { joined(paths) }
    static func joined(_ paths: [PathValue]) -> PathValue {
        var all = PathValue()
        for p in paths { all.addPath(p) }
        return all
    }

    /// A closed polygon, its corners rounded with `radius` (less where a side is too short for it).
    static func polygon(_ points: [Point], radius: Double = 0) -> PathValue {
        polygon(points, radii: points.map { _ in radius })
    }
    /// A closed polygon with its own rounding at each corner.
    static func polygon(_ points: [Point], radii: [Double]) -> PathValue {
        var p = PathValue()
        let n = points.count
        guard n > 2 else { return p }
        p.move(to: mid(points[n - 1], points[0]))
        for i in 0..<n {
            let corner = points[i], before = points[(i + n - 1) % n], after = points[(i + 1) % n]
            let u1 = unit(before - corner), u2 = unit(after - corner)
            let angle = acos(min(max(dot(u1, u2), -1), 1))
            // The arc's tangent points stay within half of each side.
            let fit = min(length(before - corner), length(after - corner)) / 2 * tan(angle / 2)
            p.addArc(tangent1End: corner, tangent2End: after, radius: min(radii[i], fit))
        }
        p.closeSubpath()
        return p
    }

    /// An open line through `points`, its corners rounded with `radius` (for `pen`).
    static func polyline(_ points: [Point], radius: Double) -> PathValue {
        var p = PathValue()
        guard let first = points.first else { return p }
        p.move(to: first)
        for i in points.indices.dropFirst().dropLast() {
            p.addArc(tangent1End: points[i], tangent2End: points[i + 1], radius: radius)
        }
        if let last = points.last { p.addLine(to: last) }
        return p
    }

    /// A polygon given as its left (or upper) half, from a point on the mirror line to another:
    /// the other half is the mirror image, so symmetric symbols are written once.
    static func symmetricPolygon(_ half: [Point], radius: Double = 0, mirror: (Point) -> Point = mirrorX) -> PathValue {
        polygon(half + half.dropFirst().dropLast().reversed().map(mirror), radius: radius)
    }

    /// A closed shape from its left (or upper) half, an open path from the mirror line back to it.
    static func symmetric(_ half: PathValue, mirror: (Point) -> Point = mirrorX) -> PathValue {
        var p = half
        for e in reversed(mapped(half, mirror)).elements.dropFirst() { p.append(e) }
        p.closeSubpath()
        return p
    }

    /// An open path (one subpath) run backwards.
    static func reversed(_ path: PathValue) -> PathValue {
        let ends: [Point] = path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
        var p = PathValue()
        guard let last = ends.last else { return p }
        p.move(to: last)
        for (i, e) in path.elements.enumerated().reversed() where i > 0 {
            switch e {
            case .line: p.addLine(to: ends[i - 1])
            case .quadCurve(_, let c): p.addQuadCurve(to: ends[i - 1], control: c)
            case .curve(_, let c1, let c2): p.addCurve(to: ends[i - 1], control1: c2, control2: c1)
            case .move, .closeSubpath: break
            }
        }
        return p
    }

    /// A convex polygon shrunk by `distance` on every side (the faces of a cube, apart).
    static func inset(_ points: [Point], by distance: Double) -> [Point] {
        let n = points.count, middle = (1 / Double(n)) * points.reduce(.zero, +)
        // Each side moved inward, as a point and a direction.
        let sides: [(Point, Point)] = (0..<n).map { i in
            let a = points[i], d = unit(points[(i + 1) % n] - a)
            var normal = Point(x: -d.y, y: d.x)
            if dot(normal, middle - a) < 0 { normal = -1 * normal }
            return (a + distance * normal, d)
        }
        return (0..<n).map { i in
            let (a1, d1) = sides[(i + n - 1) % n], (a2, d2) = sides[i]
            let t = cross(a2 - a1, d2) / cross(d1, d2)
            return a1 + t * d1
        }
    }

    /// A plus sign as one outline (so that it can be cut out of a disk): four round-ended arms of
    /// length `arm` from `c`, turned by `degrees` (45 makes an ×).
    static func cross(_ c: Point = centre, arm: Double, _ width: Double = weight, turned degrees: Double = 0) -> PathValue {
        let h = width / 2
        var p = PathValue()
        for k in 0..<4 {
            let a = degrees + 90 * Double(k), end = polar(c, arm, a)
            // From the inner corner before this arm, out along it, round its end, and back.
            let corner = polar(polar(c, h, a), h, a - 90)
            if k == 0 { p.move(to: corner) } else { p.addLine(to: corner) }
            p.addLine(to: polar(end, h, a - 90))
            p.addArc(center: end, radius: h, startAngle: Angle(degrees: a - 90), endAngle: Angle(degrees: a + 90), clockwise: false)
        }
        p.closeSubpath()
        return p
    }

    /// An arrow from `tail` to `tip` as one outline (so that it can be cut out of a disk): a shaft
    /// and two barbs of length `barb` at 45°, round-ended, round at the tip.
    static func arrow(from tail: Point, to tip: Point, barb: Double, _ width: Double = weight) -> PathValue {
        let h = width / 2, length = Self.length(tip - tail), axis = unit(tip - tail), across = Point(x: -axis.y, y: axis.x)
        // Drawn along +x (the shaft on y = 0, y down) and then laid from tail to tip.
        func place(_ p: Point) -> Point { tail + p.x * axis + p.y * across }
        let end = pt(length, 0), s = 0.5.squareRoot()
        let upper = pt(-s, -s), lower = pt(-s, s)                 // the barbs' directions from the tip
        let upperIn = pt(-s, s), upperOut = pt(s, -s), lowerOut = pt(s, s), lowerIn = pt(-s, -s)
        // Where the shaft's edges meet the barbs' inner edges.
        func meet(_ y: Double, _ barb: Point, _ inner: Point) -> Point {
            let a = end + h * inner
            return pt(a.x + (y - a.y) / barb.y * barb.x, y)
        }
        let tipUpper = end + barb * upper, tipLower = end + barb * lower
        var p = PathValue()
        func arc(_ c: Point, from a: Point, to b: Point) {
            p.addArc(center: place(c), radius: h, startAngle: Angle(radians: atan2(a.y, a.x) + atan2(axis.y, axis.x)),
                     endAngle: Angle(radians: atan2(b.y, b.x) + atan2(axis.y, axis.x)), clockwise: false)
        }
        p.move(to: place(pt(0, -h)))
        p.addLine(to: place(meet(-h, upper, upperIn)))
        p.addLine(to: place(tipUpper + h * upperIn))
        arc(tipUpper, from: upperIn, to: upperOut)
        arc(end, from: upperOut, to: lowerOut)
        arc(tipLower, from: lowerOut, to: lowerIn)
        p.addLine(to: place(meet(h, lower, lowerIn)))
        p.addLine(to: place(pt(0, h)))
        arc(.zero, from: pt(0, 1), to: pt(0, -1))
        p.closeSubpath()
        return p
    }

    /// A four-pointed sparkle: points `r` from `c`, sides curving in.
    static func sparkle(_ c: Point, _ r: Double) -> PathValue {
        let k = 0.12 * r
        var p = PathValue()
        p.move(to: pt(c.x, c.y - r))
        for (tip, bend) in [(pt(c.x + r, c.y), pt(c.x + k, c.y - k)), (pt(c.x, c.y + r), pt(c.x + k, c.y + k)),
                            (pt(c.x - r, c.y), pt(c.x - k, c.y + k)), (pt(c.x, c.y - r), pt(c.x - k, c.y - k))] {
            p.addQuadCurve(to: tip, control: bend)
        }
        p.closeSubpath()
        return p
    }
    static func mirrorX(_ p: Point) -> Point { Point(x: 1 - p.x, y: p.y) }
    static func mirrorY(_ p: Point) -> Point { Point(x: p.x, y: 1 - p.y) }

    /// The path with every point (and control point) moved by `f`; exact for affine maps.
    static func mapped(_ path: PathValue, _ f: (Point) -> Point) -> PathValue { path.mapping(f) }

    /// The path turned by `degrees` (clockwise on screen) about `c`.
    static func rotated(_ path: PathValue, _ degrees: Double, about c: Point = centre) -> PathValue {
        mapped(path) { rotate($0, degrees, about: c) }
    }
    static func rotate(_ p: Point, _ degrees: Double, about c: Point = centre) -> Point {
        let a = degrees * .pi / 180, d = p - c
        return Point(x: c.x + d.x * cos(a) - d.y * sin(a), y: c.y + d.x * sin(a) + d.y * cos(a))
    }

    /// The path scaled by `s` about `c`: a symbol drawn smaller inside a badge.
    static func scaled(_ path: PathValue, _ s: Double, about c: Point = centre) -> PathValue {
        mapped(path) { c + s * ($0 - c) }
    }

    /// The disk `a` without the disk `b` (a crescent moon, or a sun partly behind a cloud).
    static func crescent(_ a: Point, _ ra: Double, minus b: Point, _ rb: Double) -> PathValue {
        let d = length(b - a)
        guard d < ra + rb, d > abs(ra - rb) else { return circle(a, ra) }
        // Where the circles cross, seen from each centre.
        let towardB = atan2(b.y - a.y, b.x - a.x)
        let alpha = acos((ra * ra + d * d - rb * rb) / (2 * ra * d))
        let p1 = polar(a, ra, (towardB + alpha) * 180 / .pi), p2 = polar(a, ra, (towardB - alpha) * 180 / .pi)
        var p = PathValue()
        // Round a the long way, away from b, then back along b's edge inside a.
        p.addArc(center: a, radius: ra, startAngle: Angle(radians: towardB + alpha), endAngle: Angle(radians: towardB - alpha),
                 clockwise: false)
        p.addArc(center: b, radius: rb, startAngle: Angle(radians: atan2(p2.y - b.y, p2.x - b.x)),
                 endAngle: Angle(radians: atan2(p1.y - b.y, p1.x - b.x)), clockwise: true)
        p.closeSubpath()
        return p
    }

    /// A cloud: round lobes (left to right, the first and last resting on `base`) over a flat bottom.
    static func cloud(_ lobes: [(c: Point, r: Double)]) -> PathValue {
        var p = PathValue()
        for (i, lobe) in lobes.enumerated() {
            // Each lobe runs from where the one before crosses it to where the next does.
            let start = i == 0 ? 90 : crossing(lobes[i - 1], lobe, seenFrom: lobe)
            let end = i == lobes.count - 1 ? 90 : crossing(lobe, lobes[i + 1], seenFrom: lobe)
            p.addArc(center: lobe.c, radius: lobe.r, startAngle: Angle(degrees: start), endAngle: Angle(degrees: end), clockwise: false)
        }
        p.closeSubpath()
        return p
    }

    /// The angle, from `seenFrom`'s centre, of the upper point where two circles cross.
    private static func crossing(_ a: (c: Point, r: Double), _ b: (c: Point, r: Double), seenFrom o: (c: Point, r: Double)) -> Double {
        let d = length(b.c - a.c)
        let along = (a.r * a.r - b.r * b.r + d * d) / (2 * d), across = sqrt(max(a.r * a.r - along * along, 0))
        let u = unit(b.c - a.c), foot = a.c + along * u
        let q1 = foot + across * Point(x: -u.y, y: u.x), q2 = foot - across * Point(x: -u.y, y: u.x)
        let upper = q1.y < q2.y ? q1 : q2
        return atan2(upper.y - o.c.y, upper.x - o.c.x) * 180 / .pi
    }

    // MARK: Lines

    /// A line through `points` as a filled outline with round caps and joins (a closed outline,
    /// one ring, when the last point is the first).
    static func pen(_ points: [Point], _ width: Double = weight) -> PathValue {
        var q: [Point] = []
        for p in points where q.last.map({ length(p - $0) > 1e-9 }) ?? true { q.append(p) }
        let h = width / 2
        var path = PathValue()
        if q.count < 2 { return q.first.map { circle($0, h) } ?? path }
        if q.count > 2, length(q[0] - q[q.count - 1]) < 1e-9 {
            q.removeLast()
            offsetSide(q, h, closed: true, into: &path)
            offsetSide(q.reversed(), h, closed: true, into: &path)
            return path
        }
        offsetSide(q, h, closed: false, into: &path)
        capArc(at: q[q.count - 1], from: q[q.count - 2], h, into: &path)
        offsetSide(q.reversed(), h, closed: false, into: &path)
        capArc(at: q[0], from: q[1], h, into: &path)
        path.closeSubpath()
        return path
    }

    /// Each subpath of `path` (curves flattened) drawn with the pen.
    static func pen(_ path: PathValue, _ width: Double = weight) -> PathValue {
        joined(flatten(path).map { pen($0, width) })
    }

    /// A line along a circle's arc, from `from` to `to` degrees (clockwise on screen).
    static func arc(_ c: Point, _ r: Double, from: Double, to: Double, _ width: Double = weight) -> PathValue {
        pen(arcPoints(c, r, from: from, to: to), width)
    }
    /// The arc's centre line, for `slashed`.
    static func arcLine(_ c: Point, _ r: Double, from: Double, to: Double) -> PathValue {
        var p = PathValue()
        p.addLines(arcPoints(c, r, from: from, to: to))
        return p
    }
    static func arcPoints(_ c: Point, _ r: Double, from: Double, to: Double) -> [Point] {
        let steps = max(2, Int(abs(to - from) / 6))
        return (0...steps).map { polar(c, r, from + (to - from) * Double($0) / Double(steps)) }
    }

    /// The left side (on screen) of a line through `q`, offset by `h`: round where it goes round the
    /// outside of a turn, mitred where it is on the inside.
    private static func offsetSide(_ q: [Point], _ h: Double, closed: Bool, into path: inout PathValue) {
        let n = q.count
        func direction(_ i: Int) -> Point { unit(q[(i + 1) % n] - q[i]) }
        func normal(_ d: Point) -> Point { Point(x: d.y, y: -d.x) }
        func join(_ p: Point, _ d1: Point, _ d2: Point, first: Bool) {
            let n1 = normal(d1), n2 = normal(d2)
            let turn = d1.x * d2.y - d1.y * d2.x, k = 1 + dot(n1, n2)
            func to(_ point: Point, _ isFirst: Bool) { if isFirst { path.move(to: point) } else { path.addLine(to: point) } }
            if turn > 1e-9 {
                to(p + h * n1, first)
                path.addArc(center: p, radius: h, startAngle: Angle(radians: atan2(n1.y, n1.x)),
                            endAngle: Angle(radians: atan2(n2.y, n2.x)), clockwise: false)
            } else if turn < -1e-9, k > 0.2 {
                to(p + (h / k) * (n1 + n2), first)
            } else {
                to(p + h * n1, first)
                if turn < -1e-9 { path.addLine(to: p + h * n2) }
            }
        }
        if closed {
            for j in 0..<n { join(q[j], direction((j + n - 1) % n), direction(j), first: j == 0) }
            path.closeSubpath()
        } else {
            let start = q[0] + h * normal(direction(0))
            if path.currentPoint == nil { path.move(to: start) } else { path.addLine(to: start) }
            for j in 1..<(n - 1) { join(q[j], direction(j - 1), direction(j), first: false) }
            path.addLine(to: q[n - 1] + h * normal(direction(n - 2)))
        }
    }

    /// A round cap at `p`, the end of a line coming from `from`.
    private static func capArc(at p: Point, from: Point, _ h: Double, into path: inout PathValue) {
        let d = unit(p - from), a = atan2(-d.x, d.y)
        path.addArc(center: p, radius: h, startAngle: Angle(radians: a), endAngle: Angle(radians: a + .pi), clockwise: false)
    }

    /// The path's subpaths as polylines, curves cut into short lines; a closed subpath ends where it began.
    static func flatten(_ path: PathValue) -> [[Point]] {
        var lines: [[Point]] = [], current: [Point] = []
        func finish() { if current.count > 0 { lines.append(current) }; current = [] }
        for e in path.elements {
            let from = current.last ?? .zero
            switch e {
            case .move(let p): finish(); current = [p]
            case .line(let p): current.append(p)
            case .quadCurve(let p, let c):
                current += (1...12).map { i in let t = Double(i) / 12, s = 1 - t
                    return (s * s) * from + (2 * s * t) * c + (t * t) * p }
            case .curve(let p, let c1, let c2):
                current += (1...16).map { i in let t = Double(i) / 16, s = 1 - t
                    return (s * s * s) * from + (3 * s * s * t) * c1 + (3 * s * t * t) * c2 + (t * t * t) * p }
            case .closeSubpath:
                if let first = current.first { current.append(first) }
                finish()
            }
        }
        finish()
        return lines
    }

    // MARK: Slashes

    /// The parts of a symbol "….slash" crossed out: its lines (centre lines, drawn with the pen) and
    /// filled shapes (even-odd, so rings stay rings) cut back on each side of a diagonal from top
    /// left to bottom right, with the slash drawn in the gap.
    static func slashed(lines: [PathValue], fills: [PathValue], width: Double = weight) -> [Part] {
        let a = pt(0.12, 0.1), b = pt(0.88, 0.9), h = width / 2, gap = 0.035
        let n = unit(Point(x: a.y - b.y, y: b.x - a.x))
        var parts: [Part] = []
        for sign in [1.0, -1.0] {
            // How far a point is past the gap on this side; a line's round end reaches a little past
            // where it is cut (most lines cross the slash at a slant).
            func beyond(_ clearance: Double) -> (Point) -> Double { { sign * dot(n, $0 - a) - h - gap - clearance } }
            let kept = lines.flatMap(flatten).flatMap { clipLine($0, beyond(0.6 * h)) }.map { pen($0, width) }
            let shapes = fills.flatMap(flatten).map { clipPolygon($0, beyond(0)) }.filter { $0.count > 2 }.map { polygon($0) }
            if !kept.isEmpty { parts.append(.fill(joined(kept))) }
            if !shapes.isEmpty { parts.append(.fill(joined(shapes), evenOdd: true)) }
        }
        return parts + [.fill(pen([a, b], width))]
    }

    /// The pieces of a polyline where `side` is not negative.
    private static func clipLine(_ points: [Point], _ side: (Point) -> Double) -> [[Point]] {
        var pieces: [[Point]] = [], current: [Point] = []
        for (i, p) in points.enumerated() {
            let s = side(p)
            if i > 0 {
                let q = points[i - 1], sq = side(q)
                if (sq < 0) != (s < 0) { current.append(q + (sq / (sq - s)) * (p - q)) }
            }
            if s >= 0 { current.append(p) } else if !current.isEmpty { pieces.append(current); current = [] }
        }
        if current.count > 1 { pieces.append(current) }
        // A closed line cut open: its last piece runs on into its first.
        if pieces.count > 1, let first = points.first, first == points.last, side(first) >= 0 {
            pieces[0] = pieces.removeLast() + pieces[0].dropFirst()
        }
        return pieces.filter { $0.count > 1 }
    }

    /// The part of a polygon where `side` is not negative (Sutherland–Hodgman, one edge).
    private static func clipPolygon(_ points: [Point], _ side: (Point) -> Double) -> [Point] {
        var out: [Point] = []
        for (i, p) in points.enumerated() {
            let q = points[(i + points.count - 1) % points.count], s = side(p), sq = side(q)
            if (sq < 0) != (s < 0) { out.append(q + (sq / (sq - s)) * (p - q)) }
            if s >= 0 { out.append(p) }
        }
        return out
    }

    // MARK: Vectors

    static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }
    static func length(_ a: Point) -> Double { hypot(a.x, a.y) }
    static func unit(_ a: Point) -> Point { let l = length(a); return l > 0 ? (1 / l) * a : a }
    static func mid(_ a: Point, _ b: Point) -> Point { 0.5 * (a + b) }
    static func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }
}

// Vector arithmetic for the drawings above, kept to this file.
extension Point {
    fileprivate static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    fileprivate static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    fileprivate static func * (s: Double, p: Point) -> Point { Point(x: s * p.x, y: s * p.y) }
}
