import Foundation
import ViewlabModel

extension Interpreter {
    /// `path.trimmedPath(from:to:)`, approximately. SwiftUI keeps the part of the outline between
    /// two fractions of its *length*; viewlab keeps the drawn pieces (lines, curves, and the line a
    /// close draws) between those fractions of their *count* (rounded to the nearest), whole, each starting where it started
    /// in the path. A path of equal pieces (a polygon with equal sides, a circle's four quarter
    /// curves) is trimmed at the same places as SwiftUI trims it; others a little off. Not in source:
    /// Apple's documentation of `trimmedPath(from:to:)`; the approximation is viewlab's, which the
    /// drawing engine's `trim(from:to:)` need not share.
    func trimmedPath(_ path: PathValue, from: Double, to: Double) -> PathValue {
        let lower = min(max(from, 0), 1), upper = min(max(to, 0), 1)
        if lower <= 0 && upper >= 1 { return path }
        guard lower < upper else { return PathValue() }
        var pieces: [(start: Point, element: PathValue.Element)] = []
        var subpathStart: Point?, current: Point?
        for element in path.elements {
            switch element {
            case .move(let p):
                subpathStart = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if let c = current { pieces.append((c, element)) }
                current = p
            case .closeSubpath:
                // Kept as the line it draws (the trimmed path may not hold the subpath's start); a
                // close where the subpath began (an ellipse's) draws nothing and is no piece.
                if let c = current, let s = subpathStart, hypot(c.x - s.x, c.y - s.y) > 1e-9 { pieces.append((c, .line(to: s))) }
                current = subpathStart
            }
        }
        let count = Double(pieces.count)
        let first = Int((lower * count).rounded()), last = Int((upper * count).rounded())
        guard first < last else { return PathValue() }
        var trimmed = PathValue()
        var pen: Point?
        for (start, element) in pieces[first..<last] {
            if pen != start { trimmed.move(to: start) }
            trimmed.elements.append(element)
            switch element {
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _), .move(let p): pen = p
            case .closeSubpath: break
            }
        }
        return trimmed
    }
}
