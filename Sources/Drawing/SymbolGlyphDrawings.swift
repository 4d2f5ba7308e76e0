import ViewlabModel

/// The drawings behind SymbolGlyphs' table, each in the unit square (y down), in the order the table
/// lists them. Coordinates were chosen by eye on a contact sheet; none come from Apple's artwork.
extension SymbolGlyphs {
    // MARK: Shapes and badges

    /// The ring of "….circle" symbols, its outer edge at the square's edge.
    static let badgeCircle = circle(centre, 0.5 - weight / 2)
    /// The rounded square of "….square" symbols.
    static let badgeSquare = roundedRect(0.075, 0.075, 0.85, 0.85, 0.17)

    static var star: PathValue {
        polygon((0..<10).map { polar(pt(0.5, 0.54), $0 % 2 == 0 ? 0.46 : 0.21, -90 + 36 * Double($0)) }, radius: 0.035)
    }

    static var heart: PathValue {
        var half = PathValue()
        half.move(to: pt(0.5, 0.9))
        half.addCurve(to: pt(0.05, 0.36), control1: pt(0.3, 0.74), control2: pt(0.05, 0.56))
        half.addCurve(to: pt(0.28, 0.12), control1: pt(0.05, 0.2), control2: pt(0.16, 0.12))
        half.addCurve(to: pt(0.5, 0.26), control1: pt(0.4, 0.12), control2: pt(0.47, 0.19))
        return symmetric(half)
    }

    /// An outlined cube seen corner-on; the solid form shows its three faces apart.
    static var cube: (outline: [Part], solid: [Part]) {
        let top = pt(0.5, 0.05), upperRight = pt(0.9, 0.28), lowerRight = pt(0.9, 0.72), bottom = pt(0.5, 0.95)
        let lowerLeft = pt(0.1, 0.72), upperLeft = pt(0.1, 0.28), middle = pt(0.5, 0.5)
        let hexagon = polygon([top, upperRight, lowerRight, bottom, lowerLeft, upperLeft], radius: 0.05)
        let faces = [[top, upperRight, middle, upperLeft], [upperLeft, middle, bottom, lowerLeft], [middle, upperRight, lowerRight, bottom]]
        return ([.stroke(hexagon), .fill(joined(pen([upperLeft, middle, upperRight]), pen([middle, bottom])))],
                [.fill(joined(faces.map { polygon(inset($0, by: 0.035)) })), .stroke(hexagon)])
    }

    /// What goes inside "….circle" and "….square" symbols, by the name before the suffix.
    static var badgeMarks: [(String, [PathValue])] {
        let marks: [(String, [PathValue])] = [
            ("plus", [cross(arm: 0.22)]),
            ("minus", [pen([pt(0.28, 0.5), pt(0.72, 0.5)])]),
            ("xmark", [cross(arm: 0.22, turned: 45)]),
            ("checkmark", [pen([pt(0.3, 0.52), pt(0.44, 0.66), pt(0.7, 0.34)])]),
            ("info", [circle(pt(0.5, 0.28), 0.06), pen([pt(0.5, 0.44), pt(0.5, 0.73)], 0.09)]),
            ("exclamationmark", [pen([pt(0.5, 0.26), pt(0.5, 0.56)], 0.09), circle(pt(0.5, 0.72), 0.058)]),
            ("questionmark", [pen(arcPoints(pt(0.5, 0.37), 0.13, from: 195, to: 395) + [pt(0.5, 0.5), pt(0.5, 0.59)], 0.09),
                              circle(pt(0.5, 0.75), 0.055)]),
            ("ellipsis", [0.29, 0.5, 0.71].map { circle(pt($0, 0.5), 0.055) }),
            ("heart", [scaled(heart, 0.5)]),
            ("star", [scaled(star, 0.5)]),
            ("play", [polygon([pt(0.4, 0.3), pt(0.72, 0.5), pt(0.4, 0.7)], radius: 0.03)]),
            ("pause", [roundedRect(0.35, 0.3, 0.1, 0.4, 0.03), roundedRect(0.55, 0.3, 0.1, 0.4, 0.03)]),
            ("stop", [roundedRect(0.34, 0.34, 0.32, 0.32, 0.05)]),
        ]
        let turned = [("right", 0.0), ("down", 90), ("left", 180), ("up", 270)].flatMap { direction, degrees in
            [("arrow." + direction, [rotated(arrow(from: pt(0.27, 0.5), to: pt(0.74, 0.5), barb: 0.26), degrees)]),
             ("chevron." + direction, [rotated(pen([pt(0.44, 0.28), pt(0.62, 0.5), pt(0.44, 0.72)]), degrees)])]
        }
        return marks + turned
    }

    static var warning: Outlined {
        Outlined(body: polygon([pt(0.5, 0.07), pt(0.96, 0.89), pt(0.04, 0.89)], radius: 0.09),
                 marks: [pen([pt(0.5, 0.38), pt(0.5, 0.6)], 0.09), circle(pt(0.5, 0.74), 0.052)])
    }

    /// person.circle: a head and shoulders whose lower edge is the circle's.
    static var personInCircle: Outlined {
        let r = 0.5 - weight / 2, left = polar(centre, r, 140), right = polar(centre, r, 40)
        var shoulders = PathValue()
        shoulders.move(to: left)
        shoulders.addCurve(to: pt(0.5, 0.63), control1: pt(left.x + 0.06, 0.68), control2: pt(0.35, 0.63))
        shoulders.addCurve(to: right, control1: pt(0.65, 0.63), control2: pt(right.x - 0.06, 0.68))
        shoulders.addArc(center: centre, radius: r, startAngle: Angle(degrees: 40), endAngle: Angle(degrees: 140), clockwise: false)
        shoulders.closeSubpath()
        return Outlined(body: badgeCircle, holes: [circle(pt(0.5, 0.39), 0.14), shoulders])
    }

    static var smile: Outlined {
        Outlined(body: badgeCircle,
                 marks: [ellipse(0.3, 0.3, 0.1, 0.15), ellipse(0.6, 0.3, 0.1, 0.15), arc(pt(0.5, 0.5), 0.24, from: 30, to: 150)])
    }

    // MARK: Arrows

    static var rightArrow: PathValue { arrow(from: pt(0.1, 0.5), to: pt(0.9, 0.5), barb: 0.48) }

    /// arrow.clockwise: most of a circle, with the head at the top pointing on round.
    static var arrowRound: PathValue {
        joined(arc(pt(0.5, 0.54), 0.38, from: -60, to: 266), pen([pt(0.4, 0.04), pt(0.53, 0.16), pt(0.4, 0.28)]))
    }

    // MARK: Home, settings, editing, lists

    static var house: Outlined {
        // The walls' top follows the roof line; the door is a notch in the bottom.
        Outlined(body: polygon([pt(0.5, 0.1), pt(0.82, 0.39), pt(0.82, 0.9), pt(0.6, 0.9), pt(0.6, 0.64), pt(0.4, 0.64),
                                pt(0.4, 0.9), pt(0.18, 0.9), pt(0.18, 0.39)], radius: 0.04),
                 extras: [.fill(pen([pt(0.05, 0.5), pt(0.5, 0.1), pt(0.95, 0.5)]))])
    }

    /// A gear of `teeth` flat-topped teeth round a hole; the teeth reach the square's edge.
    static func gear(teeth: Int, root: Double, hole: Double, rounding: Double) -> Outlined {
        let step = 360 / Double(teeth), outer = 0.5 - weight / 2
        let points = (0..<teeth).flatMap { i -> [Point] in
            let a = Double(i) * step - 90
            return [polar(centre, root, a - step * 0.34), polar(centre, outer, a - step * 0.2), polar(centre, outer, a + step * 0.2),
                    polar(centre, root, a + step * 0.34), polar(centre, root, a + step * 0.5)]
        }
        return Outlined(body: polygon(points, radius: rounding), holes: [circle(centre, hole)])
    }

    static var trash: Outlined {
        Outlined(body: polygon([pt(0.18, 0.22), pt(0.82, 0.22), pt(0.77, 0.92), pt(0.23, 0.92)], radius: 0.07),
                 marks: [(0.37, 0.38), (0.5, 0.5), (0.63, 0.62)].map { pen([pt($0.0, 0.38), pt($0.1, 0.76)], 0.065) },
                 extras: [.fill(pen([pt(0.08, 0.22), pt(0.92, 0.22)])),
                          .fill(pen(polyline([pt(0.36, 0.22), pt(0.37, 0.08), pt(0.63, 0.08), pt(0.64, 0.22)], radius: 0.04)))])
    }

    /// A pencil from its tip to its end: a pointed body with a band across where the wood starts
    /// and one near the end.
    static func pencil(from tip: Point, to end: Point, halfWidth w: Double, width: Double = weight) -> Outlined {
        let length = Self.length(pt(end.x - tip.x, end.y - tip.y))
        let u = pt((end.x - tip.x) / length, (end.y - tip.y) / length), v = pt(-u.y, u.x)
        // A point `s` along the pencil and `t` across it.
        func at(_ s: Double, _ t: Double) -> Point { pt(tip.x + s * u.x + t * v.x, tip.y + s * u.y + t * v.y) }
        let wood = 2.2 * w, band = length - 1.6 * w
        return Outlined(body: polygon([tip, at(wood, -w), at(length, -w), at(length, w), at(wood, w)], radius: w * 0.3),
                        marks: [pen([at(wood, -w), at(wood, w)], width * 0.8), pen([at(band, -w), at(band, w)], width * 0.8)],
                        width: width)
    }

    /// A square open at the top right, with a pencil writing into the gap.
    static var squareAndPencil: [Part] {
        let square = polyline([pt(0.5, 0.14), pt(0.08, 0.14), pt(0.08, 0.9), pt(0.84, 0.9), pt(0.84, 0.5)], radius: 0.14)
        return [.fill(pen(square))] + pencil(from: pt(0.4, 0.62), to: pt(0.93, 0.09), halfWidth: 0.07, width: 0.075).outline
    }

    /// A box open at the top, for things going in and out of it.
    static var openBox: PathValue {
        pen(polyline([pt(0.34, 0.36), pt(0.16, 0.36), pt(0.16, 0.92), pt(0.84, 0.92), pt(0.84, 0.36), pt(0.66, 0.36)], radius: 0.1))
    }

    /// Three lines, each with a round knob somewhere along it.
    static var sliders: [Part] {
        [(0.2, 0.66), (0.5, 0.32), (0.8, 0.58)].flatMap { y, knob -> [Part] in
            let r = 0.09, w = 0.075
            return [.stroke(circle(pt(knob, y), r), w), .fill(pen([pt(0.06, y), pt(knob - r, y)], w)),
                    .fill(pen([pt(knob + r, y), pt(0.94, y)], w))]
        }
    }

    /// Four rounded squares.
    static var grid2x2: PathValue {
        joined([0.07, 0.57].flatMap { y in [0.07, 0.57].map { x in roundedRect(x, y, 0.36, 0.36, 0.09) } })
    }

    /// Three bars rising to the right, standing on one line.
    static var barChart: PathValue {
        joined([pt(0.08, 0.56), pt(0.39, 0.34), pt(0.7, 0.08)].map { roundedRect($0.x, $0.y, 0.22, 0.92 - $0.y, 0.04) })
    }

    /// A page with a solid band across the top and a grid of days.
    static var calendar: [Part] {
        var header = PathValue()
        let corner = Size(width: 0.12, height: 0.12)
        header.addUnevenRoundedRect(in: Rect(x: 0.06, y: 0.1, width: 0.88, height: 0.2), topLeading: corner,
                                    bottomLeading: .zero, bottomTrailing: .zero, topTrailing: corner)
        let days = [0.44, 0.6, 0.76].flatMap { y in
            [0.26, 0.42, 0.58, 0.74].map { x in roundedRect(x - 0.045, y - 0.045, 0.09, 0.09, 0.02) }
        }
        return [.stroke(roundedRect(0.06, 0.1, 0.88, 0.82, 0.12)), .fill(header), .fill(joined(days))]
    }

    static var folder: Outlined {
        Outlined(body: polygon([pt(0.05, 0.18), pt(0.36, 0.18), pt(0.44, 0.28), pt(0.95, 0.28), pt(0.95, 0.86), pt(0.05, 0.86)],
                               radius: 0.06),
                 details: [.fill(pen([pt(0.09, 0.4), pt(0.91, 0.4)], 0.07))])
    }

    /// A sheet of paper with its top right corner folded over.
    static var page: PathValue { polygon([pt(0.16, 0.06), pt(0.6, 0.06), pt(0.84, 0.3), pt(0.84, 0.94), pt(0.16, 0.94)], radius: 0.07) }
    static var pageFold: PathValue { pen(polyline([pt(0.6, 0.08), pt(0.6, 0.3), pt(0.82, 0.3)], radius: 0.03), 0.07) }

    static var tray: Outlined {
        let lip = polyline([pt(0.1, 0.52), pt(0.32, 0.52), pt(0.36, 0.64), pt(0.64, 0.64), pt(0.68, 0.52), pt(0.9, 0.52)], radius: 0.03)
        let body = polygon([pt(0.2, 0.12), pt(0.8, 0.12), pt(0.95, 0.52), pt(0.95, 0.88), pt(0.05, 0.88), pt(0.05, 0.52)], radius: 0.06)
        return Outlined(body: body, marks: [pen(lip, 0.07)])
    }

    static var shackle: PathValue {
        var p = PathValue()
        p.move(to: pt(0.3, 0.44))
        p.addArc(center: pt(0.5, 0.3), radius: 0.2, startAngle: Angle(degrees: 180), endAngle: Angle(degrees: 360), clockwise: false)
        p.addLine(to: pt(0.7, 0.44))
        return pen(p)
    }

    /// An open book: two pages curving up from the spine.
    static var book: Outlined {
        var page = PathValue()
        page.move(to: pt(0.47, 0.2))
        page.addCurve(to: pt(0.05, 0.16), control1: pt(0.36, 0.12), control2: pt(0.18, 0.12))
        page.addLine(to: pt(0.05, 0.82))
        page.addCurve(to: pt(0.47, 0.88), control1: pt(0.18, 0.78), control2: pt(0.36, 0.8))
        page.closeSubpath()
        return Outlined(body: joined(page, mapped(page, mirrorX)))
    }

    static var hourglass: [Part] {
        let glass = polygon([pt(0.28, 0.08), pt(0.72, 0.08), pt(0.72, 0.22), pt(0.55, 0.5), pt(0.72, 0.78), pt(0.72, 0.92),
                             pt(0.28, 0.92), pt(0.28, 0.78), pt(0.45, 0.5), pt(0.28, 0.22)], radius: 0.05)
        return [.stroke(glass), .fill(pen([pt(0.18, 0.06), pt(0.82, 0.06)])), .fill(pen([pt(0.18, 0.94), pt(0.82, 0.94)]))]
    }

    static var timer: [Part] {
        [.stroke(circle(pt(0.5, 0.56), 0.38)), .fill(pen([pt(0.4, 0.05), pt(0.6, 0.05)])), .fill(pen([pt(0.5, 0.05), pt(0.5, 0.16)])),
         .fill(pen([pt(0.5, 0.56), pt(0.64, 0.42)]))]
    }

    // MARK: People and communication

    /// Shoulders: rounded on top, flat at the bottom.
    static func bust(_ x0: Double, _ x1: Double, top: Double, bottom: Double) -> PathValue {
        let m = (x0 + x1) / 2, w = x1 - x0, side = top + (bottom - top) * 0.4, r = min(0.06, w / 6)
        var p = PathValue()
        p.move(to: pt(x0, bottom - r))
        p.addCurve(to: pt(m, top), control1: pt(x0, side), control2: pt(m - w * 0.3, top))
        p.addCurve(to: pt(x1, bottom - r), control1: pt(m + w * 0.3, top), control2: pt(x1, side))
        p.addQuadCurve(to: pt(x1 - r, bottom), control: pt(x1, bottom))
        p.addLine(to: pt(x0 + r, bottom))
        p.addQuadCurve(to: pt(x0, bottom - r), control: pt(x0, bottom))
        p.closeSubpath()
        return p
    }

    /// person.2: one person in front, a second behind on the right, only their shoulder showing
    /// (a line in the outline form, a shape in the solid one).
    static var people: (outline: [Part], solid: [Part]) {
        let front = joined(circle(pt(0.36, 0.32), 0.15), bust(0.06, 0.66, top: 0.56, bottom: 0.9), circle(pt(0.7, 0.28), 0.12))
        var shoulder = PathValue()
        shoulder.move(to: pt(0.62, 0.48))
        shoulder.addCurve(to: pt(0.95, 0.74), control1: pt(0.84, 0.48), control2: pt(0.95, 0.6))
        shoulder.addQuadCurve(to: pt(0.91, 0.78), control: pt(0.95, 0.78))
        shoulder.addLine(to: pt(0.74, 0.78))
        var behind = shoulder
        behind.addQuadCurve(to: pt(0.62, 0.48), control: pt(0.72, 0.56))
        behind.closeSubpath()
        return (Outlined(body: front, extras: [.fill(pen(shoulder))]).outline, Outlined(body: joined(front, behind)).solid)
    }

    static var bell: Outlined {
        var half = PathValue()
        half.move(to: pt(0.5, 0.11))
        half.addCurve(to: pt(0.22, 0.4), control1: pt(0.33, 0.11), control2: pt(0.22, 0.24))
        half.addLine(to: pt(0.22, 0.58))
        half.addCurve(to: pt(0.09, 0.74), control1: pt(0.22, 0.66), control2: pt(0.09, 0.68))
        half.addQuadCurve(to: pt(0.13, 0.78), control: pt(0.09, 0.78))
        half.addLine(to: pt(0.5, 0.78))
        var clapper = PathValue()
        clapper.addArc(center: pt(0.5, 0.86), radius: 0.09, startAngle: Angle(degrees: 0), endAngle: Angle(degrees: 180), clockwise: false)
        clapper.closeSubpath()
        return Outlined(body: symmetric(half), extras: [.fill(clapper)])
    }

    /// message: a round speech bubble with its tail at the lower left.
    static var roundBubble: PathValue {
        var p = PathValue()
        // Drawn round in a unit circle, then stretched to the bubble's oval.
        p.addArc(center: centre, radius: 0.5, startAngle: Angle(degrees: 140), endAngle: Angle(degrees: 112), clockwise: false)
        p.addQuadCurve(to: pt(0.06, 1.03), control: pt(0.2, 1.01))
        p.addQuadCurve(to: polar(centre, 0.5, 140), control: pt(0.12, 0.93))
        p.closeSubpath()
        return mapped(p) { pt(0.05 + 0.9 * $0.x, 0.06 + 0.78 * $0.y) }
    }

    /// bubble.left: a rounded speech bubble whose lower left corner runs down into its tail.
    static var speechBubble: PathValue {
        polygon([pt(0.05, 0.1), pt(0.95, 0.1), pt(0.95, 0.76), pt(0.32, 0.76), pt(0.05, 0.94)], radii: [0.2, 0.2, 0.2, 0.1, 0.03])
    }

    /// A telephone handset: a curved grip with a thicker pad at each end, facing the upper right.
    static var handset: PathValue {
        let c = pt(0.84, 0.17), outer = 0.7, inner = 0.5, pad = 0.38, from = 88.0, to = 182.0, padSpan = 22.0
        let points = arcPoints(c, outer, from: from, to: to) + arcPoints(c, pad, from: to, to: to - padSpan)
            + arcPoints(c, inner, from: to - padSpan - 4, to: from + padSpan + 4) + arcPoints(c, pad, from: from + padSpan, to: from)
        return polygon(points, radius: 0.05)
    }

    static var paperplane: Outlined {
        Outlined(body: polygon([pt(0.94, 0.06), pt(0.6, 0.94), pt(0.45, 0.55), pt(0.06, 0.4)], radius: 0.04),
                 marks: [pen([pt(0.47, 0.53), pt(0.86, 0.14)], 0.06)])
    }

    /// A fist with the thumb up, beside a cuff.
    static var thumbsUp: Outlined {
        let hand = polygon([pt(0.3, 0.46), pt(0.44, 0.32), pt(0.5, 0.12), pt(0.55, 0.06), pt(0.63, 0.08), pt(0.65, 0.18), pt(0.61, 0.38),
                            pt(0.87, 0.38), pt(0.93, 0.46), pt(0.88, 0.58), pt(0.9, 0.7), pt(0.84, 0.8), pt(0.82, 0.92), pt(0.3, 0.92)],
                           radius: 0.05)
        return Outlined(body: joined(hand, roundedRect(0.05, 0.44, 0.17, 0.5, 0.04)))
    }

    /// A globe: its outline, a meridian, the equator and two parallels.
    static var globe: [Part] {
        let w = 0.065, lines = [[pt(0.5, 0.05), pt(0.5, 0.95)], [pt(0.05, 0.5), pt(0.95, 0.5)], [pt(0.11, 0.27), pt(0.89, 0.27)],
                                [pt(0.11, 0.73), pt(0.89, 0.73)]]
        return [.stroke(badgeCircle), .stroke(ellipse(0.3, 0.045, 0.4, 0.91), w)] + lines.map { .fill(pen($0, w)) }
    }

    /// Two links of a chain, across the square.
    static var link: [Part] {
        [pt(0.34, 0.66), pt(0.66, 0.34)].map { c in .stroke(rotated(roundedRect(c.x - 0.26, c.y - 0.12, 0.52, 0.24, 0.12), -45, about: c)) }
    }

    // MARK: Sound, media, devices

    static var speaker: PathValue {
        polygon([pt(0.1, 0.34), pt(0.3, 0.34), pt(0.56, 0.1), pt(0.56, 0.9), pt(0.3, 0.66), pt(0.1, 0.66)], radius: 0.05)
    }

    /// A smaller speaker at the left with one to three sound waves.
    static func speakerWaves(_ waves: Int) -> (outline: [Part], solid: [Part]) {
        let arcs: [Part] = [0.19, 0.37, 0.55].prefix(waves).map { .fill(arc(pt(0.34, 0.5), $0, from: -42, to: 42, 0.075)) }
        let small = scaled(speaker, 0.62, about: pt(0.04, 0.5))
        return ([.stroke(small, 0.075)] + arcs, [.fill(small), .stroke(small, 0.075)] + arcs)
    }

    /// Two triangles pointing right.
    static var forward: PathValue {
        joined([0.06, 0.5].map { x in polygon([pt(x, 0.2), pt(x + 0.44, 0.5), pt(x, 0.8)], radius: 0.04) })
    }

    static var mic: Outlined {
        Outlined(body: roundedRect(0.34, 0.04, 0.32, 0.56, 0.16), extras: micStand.map { .fill(pen($0)) })
    }
    /// The microphone's stand, as centre lines (for `slashed`).
    static var micStand: [PathValue] {
        var stem = PathValue()
        stem.addLines([pt(0.5, 0.72), pt(0.5, 0.94)])
        return [arcLine(pt(0.5, 0.42), 0.28, from: 0, to: 180), stem]
    }

    static var camera: Outlined {
        Outlined(body: polygon([pt(0.05, 0.3), pt(0.3, 0.3), pt(0.36, 0.18), pt(0.64, 0.18), pt(0.7, 0.3), pt(0.95, 0.3), pt(0.95, 0.86),
                                pt(0.05, 0.86)], radius: 0.07),
                 marks: [ring(pt(0.5, 0.57), 0.17)])
    }

    /// A picture: mountains and a sun in a frame.
    static var photo: Outlined {
        Outlined(body: roundedRect(0.05, 0.14, 0.9, 0.72, 0.1),
                 marks: [polygon([pt(0.14, 0.83), pt(0.38, 0.5), pt(0.56, 0.7), pt(0.68, 0.58), pt(0.87, 0.83)], radius: 0.03),
                         circle(pt(0.7, 0.34), 0.075)])
    }

    /// A quaver: a tilted oval head, its stem and a flag.
    static var musicNote: [Part] {
        [.fill(rotated(ellipse(0.1, 0.68, 0.36, 0.24), -20, about: pt(0.28, 0.8))),
         .fill(polygon([pt(0.4, 0.06), pt(0.84, 0.18), pt(0.84, 0.34), pt(0.48, 0.24), pt(0.48, 0.8), pt(0.4, 0.8)], radius: 0.02))]
    }

    static func battery(_ level: Int) -> [Part] {
        let charge = level > 0 ? [Part.fill(roundedRect(0.12, 0.36, 0.68 * Double(level) / 100, 0.28, 0.06))] : []
        return [.stroke(roundedRect(0.04, 0.28, 0.84, 0.44, 0.12)), .fill(roundedRect(0.92, 0.4, 0.05, 0.2, 0.025))] + charge
    }}
