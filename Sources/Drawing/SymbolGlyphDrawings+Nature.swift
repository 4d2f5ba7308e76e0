import ViewlabModel

/// More of SymbolGlyphs' drawings (SymbolGlyphDrawings.swift): weather, nature, places and things.
extension SymbolGlyphs {
    // MARK: Weather and nature

    static var plainCloud: PathValue { cloud([(pt(0.27, 0.6), 0.2), (pt(0.52, 0.45), 0.25), (pt(0.76, 0.6), 0.2)]) }
    /// A smaller cloud high up, with weather below it.
    static var highCloud: PathValue { mapped(plainCloud) { pt(0.5 + 0.9 * ($0.x - 0.5), 0.03 + 0.9 * ($0.y - 0.2)) } }
    static var smallBolt: PathValue {
        polygon([pt(0.56, 0.64), pt(0.34, 0.84), pt(0.49, 0.84), pt(0.43, 0.99), pt(0.67, 0.76), pt(0.52, 0.76), pt(0.6, 0.64)],
                radius: 0.02)
    }

    /// The sun, partly behind a cloud at the lower left, with a gap between them.
    static var cloudSun: Outlined {
        let lobes = [(pt(0.22, 0.72), 0.17), (pt(0.44, 0.58), 0.22), (pt(0.66, 0.72), 0.17)]
        let sun = pt(0.66, 0.3)
        return Outlined(body: cloud(lobes),
                        extras: [.fill(crescent(sun, 0.15, minus: lobes[1].0, lobes[1].1 + 0.07))]
                            + rays(sun, from: 0.22, to: 0.3, angles: Array(stride(from: -135, through: 45, by: 45))))
    }

    /// A sun's rays: short lines at the given angles (degrees).
    static func rays(_ c: Point, from r0: Double, to r1: Double, angles: [Int]) -> [Part] {
        angles.map { .fill(pen([polar(c, r0, Double($0)), polar(c, r1, Double($0))])) }
    }

    /// A flame: a round base, a tip leaning over and a smaller tongue on the right; the outline
    /// form has a small inner flame.
    static var flame: Outlined {
        var outer = PathValue()
        outer.move(to: pt(0.5, 0.96))
        outer.addCurve(to: pt(0.12, 0.6), control1: pt(0.27, 0.96), control2: pt(0.12, 0.8))
        outer.addCurve(to: pt(0.5, 0.03), control1: pt(0.12, 0.36), control2: pt(0.42, 0.26))
        outer.addCurve(to: pt(0.66, 0.34), control1: pt(0.6, 0.14), control2: pt(0.64, 0.26))
        outer.addCurve(to: pt(0.76, 0.2), control1: pt(0.7, 0.3), control2: pt(0.74, 0.25))
        outer.addCurve(to: pt(0.88, 0.6), control1: pt(0.85, 0.32), control2: pt(0.88, 0.46))
        outer.addCurve(to: pt(0.5, 0.96), control1: pt(0.88, 0.8), control2: pt(0.73, 0.96))
        outer.closeSubpath()
        var inner = PathValue()
        inner.move(to: pt(0.5, 0.88))
        inner.addCurve(to: pt(0.34, 0.72), control1: pt(0.41, 0.88), control2: pt(0.34, 0.81))
        inner.addCurve(to: pt(0.5, 0.5), control1: pt(0.34, 0.6), control2: pt(0.46, 0.56))
        inner.addCurve(to: pt(0.66, 0.72), control1: pt(0.56, 0.58), control2: pt(0.66, 0.62))
        inner.addCurve(to: pt(0.5, 0.88), control1: pt(0.66, 0.81), control2: pt(0.59, 0.88))
        inner.closeSubpath()
        return Outlined(body: outer, details: [.stroke(inner, 0.07)])
    }

    static var drop: PathValue {
        var half = PathValue()
        half.move(to: pt(0.5, 0.04))
        half.addCurve(to: pt(0.19, 0.63), control1: pt(0.42, 0.18), control2: pt(0.19, 0.4))
        half.addArc(center: pt(0.5, 0.63), radius: 0.31, startAngle: Angle(degrees: 180), endAngle: Angle(degrees: 90), clockwise: true)
        return symmetric(half)
    }

    static var snowflake: PathValue {
        joined((0..<6).flatMap { k -> [PathValue] in
            let a = -90 + 60 * Double(k), branch = polar(centre, 0.27, a)
            return [pen([centre, polar(centre, 0.46, a)], 0.075),
                    pen([polar(branch, 0.13, a - 45), branch, polar(branch, 0.13, a + 45)], 0.075)]
        })
    }

    /// A leaf pointing up to the right, with its stalk and a vein.
    static var leaf: Outlined {
        var p = PathValue()
        p.move(to: pt(0.16, 0.84))
        p.addCurve(to: pt(0.9, 0.1), control1: pt(0.06, 0.4), control2: pt(0.4, 0.12))
        p.addCurve(to: pt(0.16, 0.84), control1: pt(0.92, 0.56), control2: pt(0.6, 0.9))
        p.closeSubpath()
        return Outlined(body: p, marks: [pen([pt(0.26, 0.74), pt(0.62, 0.38)], 0.065)],
                        extras: [.fill(pen([pt(0.06, 0.94), pt(0.2, 0.8)]))])
    }

    /// A hare crouching, facing right, two long ears laid back.
    static var hare: Outlined {
        var p = PathValue()
        p.move(to: pt(0.86, 0.9))
        p.addLine(to: pt(0.22, 0.9))
        p.addCurve(to: pt(0.1, 0.52), control1: pt(0.04, 0.9), control2: pt(0.02, 0.64))
        p.addCurve(to: pt(0.56, 0.34), control1: pt(0.22, 0.36), control2: pt(0.44, 0.3))
        // The ear behind, then the ear in front.
        p.addCurve(to: pt(0.4, 0.08), control1: pt(0.52, 0.26), control2: pt(0.38, 0.14))
        p.addCurve(to: pt(0.5, 0.05), control1: pt(0.42, 0.03), control2: pt(0.47, 0.02))
        p.addCurve(to: pt(0.64, 0.28), control1: pt(0.55, 0.12), control2: pt(0.6, 0.22))
        p.addCurve(to: pt(0.64, 0.06), control1: pt(0.63, 0.2), control2: pt(0.6, 0.1))
        p.addCurve(to: pt(0.75, 0.07), control1: pt(0.67, 0.02), control2: pt(0.73, 0.02))
        p.addCurve(to: pt(0.77, 0.3), control1: pt(0.78, 0.14), control2: pt(0.77, 0.24))
        // Head, nose, chin, chest and the front paw.
        p.addCurve(to: pt(0.95, 0.47), control1: pt(0.87, 0.31), control2: pt(0.95, 0.38))
        p.addCurve(to: pt(0.8, 0.58), control1: pt(0.95, 0.55), control2: pt(0.88, 0.58))
        p.addCurve(to: pt(0.78, 0.8), control1: pt(0.75, 0.64), control2: pt(0.76, 0.72))
        p.addCurve(to: pt(0.86, 0.9), control1: pt(0.86, 0.8), control2: pt(0.9, 0.86))
        p.closeSubpath()
        return Outlined(body: p, marks: [circle(pt(0.81, 0.43), 0.03)])
    }

    /// A tortoise facing right: a domed shell, a round head, stubby legs.
    static var tortoise: Outlined {
        var shell = PathValue()
        shell.move(to: pt(0.1, 0.64))
        shell.addCurve(to: pt(0.78, 0.64), control1: pt(0.12, 0.18), control2: pt(0.76, 0.18))
        shell.closeSubpath()
        let head = joined(circle(pt(0.87, 0.52), 0.085), pen([pt(0.74, 0.62), pt(0.84, 0.56)], 0.1))
        let legs = joined(roundedRect(0.18, 0.66, 0.13, 0.18, 0.05), roundedRect(0.56, 0.66, 0.13, 0.18, 0.05))
        return Outlined(body: shell, extras: [.fill(joined(head, legs, pen([pt(0.12, 0.62), pt(0.04, 0.68)], 0.07)))])
    }

    /// A swift in flight: long sickle wings swept back and a forked tail, nose to the upper right.
    static var swiftBird: PathValue {
        var half = PathValue()
        half.move(to: pt(0.9, 0.5))
        half.addQuadCurve(to: pt(0.74, 0.44), control: pt(0.84, 0.43))
        half.addQuadCurve(to: pt(0.6, 0.43), control: pt(0.68, 0.42))
        half.addQuadCurve(to: pt(0.2, 0.06), control: pt(0.52, 0.16))
        half.addQuadCurve(to: pt(0.44, 0.42), control: pt(0.36, 0.26))
        half.addLine(to: pt(0.3, 0.45))
        half.addLine(to: pt(0.06, 0.36))
        half.addLine(to: pt(0.2, 0.5))
        return rotated(symmetric(half, mirror: mirrorY), -25)
    }

    // MARK: Places and things

    /// A map folded in three.
    static var foldedMap: Outlined {
        Outlined(body: polygon([pt(0.06, 0.2), pt(0.36, 0.08), pt(0.64, 0.2), pt(0.94, 0.08), pt(0.94, 0.8), pt(0.64, 0.92), pt(0.36, 0.8),
                                pt(0.06, 0.92)], radius: 0.04),
                 marks: [pen([pt(0.36, 0.12), pt(0.36, 0.78)], 0.065), pen([pt(0.64, 0.22), pt(0.64, 0.88)], 0.065)])
    }

    /// A map pin standing on an oval of ground, the oval open where the pin meets it.
    static var mappinOnGround: Outlined {
        let ground = arcPoints(.zero, 1, from: 295, to: 605).map { pt(0.5 + 0.44 * $0.x, 0.8 + 0.14 * $0.y) }
        return Outlined(body: circle(pt(0.5, 0.24), 0.18), extras: [.fill(pen([pt(0.5, 0.42), pt(0.5, 0.8)])), .fill(pen(ground))])
    }

    /// An airliner seen from above, nose to the right.
    static var airplane: PathValue {
        symmetricPolygon([pt(0.97, 0.5), pt(0.92, 0.44), pt(0.62, 0.44), pt(0.42, 0.06), pt(0.32, 0.06), pt(0.44, 0.44), pt(0.2, 0.44),
                          pt(0.12, 0.28), pt(0.05, 0.28), pt(0.09, 0.46), pt(0.07, 0.5)], radius: 0.03, mirror: mirrorY)
    }

    static var car: Outlined {
        Outlined(body: polygon([pt(0.05, 0.78), pt(0.05, 0.56), pt(0.16, 0.48), pt(0.26, 0.22), pt(0.74, 0.22), pt(0.84, 0.48),
                                pt(0.95, 0.56), pt(0.95, 0.78)], radius: 0.06),
                 holes: [polygon([pt(0.31, 0.3), pt(0.69, 0.3), pt(0.76, 0.48), pt(0.24, 0.48)], radius: 0.03)],
                 extras: [.fill(circle(pt(0.27, 0.8), 0.11)), .fill(circle(pt(0.73, 0.8), 0.11))])
    }

    /// A shopping cart: a basket on a handle, two wheels.
    static var cart: Outlined {
        Outlined(body: polygon([pt(0.2, 0.27), pt(0.94, 0.27), pt(0.86, 0.56), pt(0.27, 0.56)], radius: 0.03),
                 extras: [.fill(pen(polyline([pt(0.04, 0.12), pt(0.16, 0.12), pt(0.3, 0.7), pt(0.86, 0.7)], radius: 0.04))),
                          .fill(circle(pt(0.34, 0.86), 0.07)), .fill(circle(pt(0.8, 0.86), 0.07))])
    }

    /// A box with a lid, a ribbon down it and a bow on top.
    static var gift: Outlined {
        var loop = PathValue()
        loop.move(to: pt(0.5, 0.26))
        loop.addCurve(to: pt(0.26, 0.12), control1: pt(0.38, 0.26), control2: pt(0.26, 0.2))
        loop.addCurve(to: pt(0.5, 0.26), control1: pt(0.26, 0.02), control2: pt(0.44, 0.06))
        return Outlined(body: joined(roundedRect(0.06, 0.26, 0.88, 0.2, 0.04), roundedRect(0.12, 0.46, 0.76, 0.46, 0.05)),
                        marks: [roundedRect(0.46, 0.27, 0.08, 0.64, 0)],
                        extras: [.fill(pen(loop, 0.07)), .fill(pen(mapped(loop, mirrorX), 0.07))])
    }

    /// A price tag pointing to the upper left, with its hole.
    static var tag: Outlined {
        let turn = { (p: PathValue) in rotated(p, 45, about: pt(0.47, 0.5)) }
        return Outlined(body: turn(polygon([pt(0.08, 0.5), pt(0.32, 0.24), pt(0.86, 0.24), pt(0.86, 0.76), pt(0.32, 0.76)], radius: 0.06)),
                        holes: [turn(circle(pt(0.3, 0.5), 0.06))])
    }

    static var flag: Outlined {
        var p = PathValue()
        p.move(to: pt(0.14, 0.1))
        p.addCurve(to: pt(0.88, 0.12), control1: pt(0.36, 0.0), control2: pt(0.6, 0.24))
        p.addLine(to: pt(0.88, 0.58))
        p.addCurve(to: pt(0.14, 0.56), control1: pt(0.6, 0.7), control2: pt(0.36, 0.46))
        p.closeSubpath()
        return Outlined(body: p, extras: [.fill(pen([pt(0.14, 0.08), pt(0.14, 0.95)]))])
    }

    static var eye: Outlined {
        var half = PathValue()
        half.move(to: pt(0.04, 0.5))
        half.addCurve(to: pt(0.96, 0.5), control1: pt(0.24, 0.12), control2: pt(0.76, 0.12))
        return Outlined(body: symmetric(half, mirror: mirrorY), marks: [ring(centre, 0.16)])
    }

    static var bulb: PathValue {
        var half = PathValue()
        half.move(to: pt(0.5, 0.05))
        half.addArc(center: pt(0.5, 0.36), radius: 0.31, startAngle: Angle(degrees: 270), endAngle: Angle(degrees: 150), clockwise: true)
        half.addCurve(to: pt(0.36, 0.72), control1: pt(0.3, 0.58), control2: pt(0.36, 0.63))
        half.addLine(to: pt(0.5, 0.72))
        return symmetric(half)
    }
}
