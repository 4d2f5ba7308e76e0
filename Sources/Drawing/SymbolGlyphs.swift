import ViewlabModel

/// viewlab's own drawings of common SF Symbols, so that `Image(systemName: "house")` shows a house
/// rather than a placeholder. viewlab ships no Apple artwork: every symbol here is drawn by viewlab
/// from simple shapes (round-ended lines, circles, rounded polygons), recognisable at a glance and
/// weighted like SF Symbols' regular weight, but not Apple's outlines. A name without a drawing is
/// left to the caller's placeholder. The drawings are in SymbolGlyphDrawings.swift, the geometry
/// they are made with in SymbolGlyphShapes.swift.
enum SymbolGlyphs {
    /// One part of a glyph: a path in a unit square (0...1 on both axes, y down), filled (even-odd
    /// as given) or stroked with a line width in the same unit (e.g. 0.08).
    struct Part: Sendable {
        let path: PathValue
        let lineWidth: Double?
        let evenOdd: Bool

        static func fill(_ path: PathValue, evenOdd: Bool = false) -> Part { Part(path: path, lineWidth: nil, evenOdd: evenOdd) }
        static func stroke(_ path: PathValue, _ width: Double = weight) -> Part { Part(path: path, lineWidth: width, evenOdd: false) }
    }

    /// The glyph for a system name, or nil when viewlab has none.
    static func glyph(_ name: String) -> [Part]? { table[name] }

    /// Every name with a glyph, sorted.
    static var names: [String] { table.keys.sorted() }

    /// A symbol in SF's two forms: "name" outlined and "name.fill" solid. The body is stroked in
    /// the outline and filled (and stroked too, so that both forms are the same size) in the solid
    /// one; marks (lines, dots) are drawn in the outline and cut out of the solid; holes are
    /// outlined in one and cut out of the other. Marks and holes lie inside the body and apart, so
    /// that even-odd filling cuts each out cleanly.
    struct Outlined {
        var body: PathValue
        var marks: [PathValue] = []
        var holes: [PathValue] = []
        /// Drawn in the outline form only.
        var details: [Part] = []
        /// Drawn the same in both forms.
        var extras: [Part] = []
        var width = weight

        var outline: [Part] {
            [.stroke(body, width)] + holes.map { .stroke($0, width) } + marks.map { .fill($0, evenOdd: true) } + details + extras
        }
        var solid: [Part] { [.fill(joined([body] + marks + holes), evenOdd: true), .stroke(body, width)] + extras }
    }

    /// The glyphs by name, drawn once on first use (a few hundred small paths).
    private static let table: [String: [Part]] = {
        var t: [String: [Part]] = [:]
        /// "name" and "name.fill".
        func both(_ name: String, _ o: Outlined) { t[name] = o.outline; t[name + ".fill"] = o.solid }
        /// A symbol drawn its own way in each form.
        func pair(_ name: String, _ forms: (outline: [Part], solid: [Part])) { t[name] = forms.outline; t[name + ".fill"] = forms.solid }
        /// A symbol with one form, every part filled (lines are drawn as outlines, `pen`).
        func fills(_ name: String, _ paths: PathValue...) { t[name] = paths.map { .fill($0) } }

        // Shapes.
        both("circle", Outlined(body: badgeCircle))
        both("square", Outlined(body: badgeSquare))
        both("app", Outlined(body: roundedRect(0.075, 0.075, 0.85, 0.85, 0.24)))
        both("rectangle", Outlined(body: roundedRect(0.045, 0.2, 0.91, 0.6, 0.11)))
        both("capsule", Outlined(body: roundedRect(0.045, 0.27, 0.91, 0.46, 0.23)))
        both("triangle", Outlined(body: polygon([pt(0.5, 0.1), pt(0.95, 0.88), pt(0.05, 0.88)], radius: 0.07)))
        both("diamond", Outlined(body: polygon([pt(0.5, 0.05), pt(0.95, 0.5), pt(0.5, 0.95), pt(0.05, 0.5)], radius: 0.06)))
        both("hexagon", Outlined(body: polygon((0..<6).map { polar(centre, 0.46, -90 + 60 * Double($0)) }, radius: 0.05)))
        both("star", Outlined(body: star))
        both("heart", Outlined(body: heart))
        pair("cube", cube)

        // Marks alone, and in a circle or a rounded square ("plus.circle", "plus.square.fill").
        fills("plus", cross(arm: 0.42))
        fills("minus", pen([pt(0.08, 0.5), pt(0.92, 0.5)]))
        fills("xmark", cross(arm: 0.5, turned: 45))
        fills("checkmark", pen([pt(0.1, 0.54), pt(0.38, 0.84), pt(0.9, 0.14)]))
        fills("ellipsis", circle(pt(0.16, 0.5), 0.085), circle(pt(0.5, 0.5), 0.085), circle(pt(0.84, 0.5), 0.085))
        for (name, marks) in badgeMarks {
            both(name + ".circle", Outlined(body: badgeCircle, marks: marks))
            both(name + ".square", Outlined(body: badgeSquare, marks: marks))
        }
        both("exclamationmark.triangle", warning)
        both("clock", Outlined(body: badgeCircle, marks: [pen(polyline([pt(0.5, 0.22), pt(0.5, 0.52), pt(0.7, 0.64)], radius: 0.03))]))
        both("person.circle", personInCircle)
        both("person.crop.circle", personInCircle)
        both("face.smiling", smile)

        // Chevrons and arrows, drawn pointing right and turned.
        for (direction, degrees) in [("right", 0.0), ("forward", 0), ("down", 90), ("left", 180), ("backward", 180), ("up", 270)] {
            fills("chevron." + direction, rotated(pen([pt(0.34, 0.1), pt(0.68, 0.5), pt(0.34, 0.9)], 0.1), degrees))
            fills("arrow." + direction, rotated(rightArrow, degrees))
        }
        // A menu picker's and a pop-up button's indicator: a chevron up over a chevron down.
        fills("chevron.up.chevron.down", pen([pt(0.28, 0.4), pt(0.5, 0.16), pt(0.72, 0.4)], 0.1), pen([pt(0.28, 0.6), pt(0.5, 0.84), pt(0.72, 0.6)], 0.1))
        fills("arrow.up.right", rotated(scaled(rightArrow, 0.95), -45))
        fills("arrow.clockwise", arrowRound)
        fills("arrow.counterclockwise", mapped(arrowRound, mirrorX))

        // Home, settings, editing, lists.
        both("house", house)
        both("gearshape", gear(teeth: 8, root: 0.35, hole: 0.13, rounding: 0.05))
        both("gear", gear(teeth: 12, root: 0.38, hole: 0.15, rounding: 0.025))
        both("trash", trash)
        both("pencil", pencil(from: pt(0.1, 0.9), to: pt(0.88, 0.12), halfWidth: 0.11))
        t["square.and.pencil"] = squareAndPencil
        fills("square.and.arrow.up", openBox, pen([pt(0.5, 0.08), pt(0.5, 0.64)]), pen([pt(0.32, 0.25), pt(0.5, 0.07), pt(0.68, 0.25)]))
        fills("square.and.arrow.down", openBox, pen([pt(0.5, 0.06), pt(0.5, 0.62)]), pen([pt(0.32, 0.45), pt(0.5, 0.63), pt(0.68, 0.45)]))
        t["magnifyingglass"] = [.fill(ring(pt(0.42, 0.42), 0.3), evenOdd: true), .fill(pen([pt(0.64, 0.64), pt(0.9, 0.9)], 0.11))]
        t["list.bullet"] = [0.2, 0.5, 0.8].flatMap { y in [.fill(pen([pt(0.3, y), pt(0.94, y)])), .fill(circle(pt(0.1, y), 0.065))] }
        t["line.3.horizontal"] = [0.22, 0.5, 0.78].map { .fill(pen([pt(0.08, $0), pt(0.92, $0)])) }
        t["slider.horizontal.3"] = sliders
        both("square.grid.2x2", Outlined(body: grid2x2))
        t["calendar"] = calendar
        both("folder", folder)
        both("doc", Outlined(body: page, marks: [pageFold]))
        both("doc.text", Outlined(body: page, marks: [pageFold] + [0.5, 0.64, 0.78].map { pen([pt(0.32, $0), pt(0.68, $0)], 0.065) }))
        both("tray", tray)
        both("bookmark", Outlined(body: polygon([pt(0.2, 0.06), pt(0.8, 0.06), pt(0.8, 0.94), pt(0.5, 0.72), pt(0.2, 0.94)], radius: 0.06)))
        both("lock", Outlined(body: roundedRect(0.16, 0.44, 0.68, 0.5, 0.09), extras: [.fill(shackle)]))
        both("book", book)
        both("chart.bar", Outlined(body: barChart))
        t["hourglass"] = hourglass
        t["timer"] = timer

        // People and communication.
        both("person", Outlined(body: joined(circle(pt(0.5, 0.27), 0.19), bust(0.12, 0.88, top: 0.58, bottom: 0.92))))
        pair("person.2", people)
        both("bell", bell)
        t["bell.slash"] = slashed(lines: [bell.body], fills: bell.extras.map(\.path))
        t["bell.slash.fill"] = slashed(lines: [], fills: [bell.body] + bell.extras.map(\.path))
        both("envelope", Outlined(body: roundedRect(0.05, 0.18, 0.9, 0.64, 0.08),
                                  marks: [pen([pt(0.13, 0.28), pt(0.5, 0.56), pt(0.87, 0.28)], 0.07)]))
        both("message", Outlined(body: roundBubble))
        both("bubble.left", Outlined(body: speechBubble))
        both("bubble.right", Outlined(body: mapped(speechBubble, mirrorX)))
        both("phone", Outlined(body: handset))
        both("paperplane", paperplane)
        both("hand.thumbsup", thumbsUp)
        t["globe"] = globe
        t["link"] = link

        // Sound, media, devices.
        both("speaker", Outlined(body: speaker))
        for waves in 1...3 { pair("speaker.wave.\(waves)", speakerWaves(waves)) }
        t["speaker.slash"] = slashed(lines: [speaker], fills: [])
        t["speaker.slash.fill"] = slashed(lines: [], fills: [speaker])
        both("play", Outlined(body: polygon([pt(0.18, 0.08), pt(0.9, 0.5), pt(0.18, 0.92)], radius: 0.07)))
        both("pause", Outlined(body: joined(roundedRect(0.2, 0.1, 0.2, 0.8, 0.05), roundedRect(0.6, 0.1, 0.2, 0.8, 0.05))))
        both("stop", Outlined(body: roundedRect(0.12, 0.12, 0.76, 0.76, 0.1)))
        both("forward", Outlined(body: forward))
        both("backward", Outlined(body: mapped(forward, mirrorX)))
        both("mic", mic)
        t["mic.slash"] = slashed(lines: [mic.body] + micStand, fills: [])
        t["mic.slash.fill"] = slashed(lines: micStand, fills: [mic.body])
        both("camera", camera)
        both("photo", photo)
        // SF's music note is solid in both names.
        t["music.note"] = musicNote
        t["music.note.fill"] = musicNote
        t["wifi"] = [.fill(circle(pt(0.5, 0.8), 0.075))] + [0.25, 0.45, 0.65].map { .fill(arc(pt(0.5, 0.8), $0, from: 225, to: 315, 0.09)) }
        for level in [0, 25, 50, 75, 100] { t["battery.\(level)"] = battery(level) }
        both("tv", Outlined(body: roundedRect(0.04, 0.12, 0.92, 0.62, 0.08), extras: [.fill(pen([pt(0.3, 0.9), pt(0.7, 0.9)]))]))
        both("iphone", Outlined(body: roundedRect(0.25, 0.04, 0.5, 0.92, 0.12), marks: [roundedRect(0.42, 0.11, 0.16, 0.055, 0.0275)]))

        // Weather and nature.
        both("cloud", Outlined(body: plainCloud))
        let drops: [Part] = [0.3, 0.52, 0.74].map { .fill(pen([pt($0, 0.7), pt($0 - 0.06, 0.92)], 0.075)) }
        both("cloud.rain", Outlined(body: highCloud, extras: drops))
        both("cloud.bolt", Outlined(body: highCloud, extras: [.fill(smallBolt)]))
        let flakes: [Part] = [pt(0.3, 0.74), pt(0.5, 0.88), pt(0.7, 0.74)].map { .fill(circle($0, 0.055)) }
        both("cloud.snow", Outlined(body: highCloud, extras: flakes))
        both("cloud.sun", cloudSun)
        both("sun.max", Outlined(body: circle(centre, 0.19), extras: rays(centre, from: 0.32, to: 0.45, angles: (0..<8).map { $0 * 45 })))
        both("moon", Outlined(body: crescent(pt(0.5, 0.52), 0.44, minus: pt(0.78, 0.28), 0.36)))
        both("bolt", Outlined(body: polygon([pt(0.6, 0.04), pt(0.16, 0.58), pt(0.47, 0.58), pt(0.4, 0.96), pt(0.84, 0.42), pt(0.53, 0.42)],
                                            radius: 0.03)))
        both("flame", flame)
        both("drop", Outlined(body: drop))
        fills("snowflake", snowflake)
        both("leaf", leaf)
        both("sparkle", Outlined(body: sparkle(centre, 0.46)))
        fills("sparkles", sparkle(pt(0.38, 0.6), 0.34), sparkle(pt(0.76, 0.24), 0.2), sparkle(pt(0.82, 0.8), 0.12))
        both("hare", hare)
        both("tortoise", tortoise)
        fills("swift", swiftBird)

        // Places and things.
        both("location", Outlined(body: polygon([pt(0.92, 0.08), pt(0.55, 0.92), pt(0.47, 0.53), pt(0.08, 0.45)], radius: 0.04)))
        both("map", foldedMap)
        both("mappin", Outlined(body: circle(pt(0.5, 0.28), 0.2), extras: [.fill(pen([pt(0.5, 0.5), pt(0.5, 0.95)]))]))
        both("mappin.and.ellipse", mappinOnGround)
        // SF's airplane is solid in both names.
        t["airplane"] = [.fill(airplane)]
        t["airplane.fill"] = [.fill(airplane)]
        both("car", car)
        both("cart", cart)
        both("bag", Outlined(body: polygon([pt(0.14, 0.3), pt(0.86, 0.3), pt(0.9, 0.92), pt(0.1, 0.92)], radius: 0.07),
                             extras: [.fill(arc(pt(0.5, 0.3), 0.17, from: 180, to: 360))]))
        both("creditcard", Outlined(body: roundedRect(0.04, 0.17, 0.92, 0.66, 0.09),
                                    marks: [roundedRect(0.05, 0.32, 0.9, 0.12, 0), pen([pt(0.17, 0.67), pt(0.34, 0.67)], 0.065)]))
        both("gift", gift)
        both("tag", tag)
        both("flag", flag)
        both("eye", eye)
        t["eye.slash"] = slashed(lines: [eye.body, circle(centre, 0.16)], fills: [])
        t["eye.slash.fill"] = slashed(lines: [], fills: [eye.body] + eye.marks)
        both("lightbulb", Outlined(body: bulb, extras: [.fill(pen([pt(0.37, 0.83), pt(0.63, 0.83)], 0.075)),
                                                        .fill(pen([pt(0.41, 0.95), pt(0.59, 0.95)], 0.075))]))
        return t
    }()
}
