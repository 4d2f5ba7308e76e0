import Foundation
import ViewlabModel

/// Whether a point is under a stroke: within half the line width of the outline, where the dash
/// pattern is on, and not past a butt end (a round cap reaches round, a square cap half the width
/// straight on). Joins are round here, a documented approximation of the sampler (a miter's
/// corner tip is left out).
enum StrokeCoverage {
    static func covers(_ path: PathValue, _ style: StrokeStyle, _ p: Point) -> Bool {
        let half = style.lineWidth / 2
        let period = style.dash.reduce(0, +)
        for (points, closed) in PathFlattening.polylines(path) {
            let line = closed ? points + [points[0]] : points
            var walked = 0.0
            for (i, (a, b)) in zip(line, line.dropFirst()).enumerated() {
                let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
                defer { walked += length }
                guard length > 0 else { continue }
                // Along the segment (t in points from a) and across it.
                let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length
                let across = abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length
                let isFirst = i == 0 && !closed, isLast = i == line.count - 2 && !closed
                var onSegment = t >= 0 && t <= length && across <= half
                if !onSegment {
                    // Past an end: a cap, or (between segments) the round join.
                    let beyondStart = t < 0, beyondEnd = t > length
                    let end = beyondStart ? a : b
                    let isCap = (beyondStart && isFirst) || (beyondEnd && isLast)
                    if isCap {
                        switch style.lineCap {
                        case .butt: onSegment = false
                        case .round: onSegment = hypot(p.x - end.x, p.y - end.y) <= half
                        case .square: onSegment = across <= half && (beyondStart ? -t : t - length) <= half
                        }
                    } else if beyondStart || beyondEnd {
                        onSegment = hypot(p.x - end.x, p.y - end.y) <= half
                    }
                }
                guard onSegment else { continue }
                guard period > 0 else { return true }
                // Where along the dash pattern the point's foot falls.
                var position = (walked + min(max(t, 0), length) + style.dashPhase).truncatingRemainder(dividingBy: period)
                if position < 0 { position += period }
                var on = true
                for piece in style.dash {
                    if position < piece { break }
                    position -= piece
                    on.toggle()
                }
                if on { return true }
            }
        }
        return false
    }
}
