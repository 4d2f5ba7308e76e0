import Testing
import ViewlabLayout
import ViewlabModel

/// The fully traced cases of spec layout.md §3 (1, 2, 12, 40), step by step against the book's
/// numbered steps (B1335–1342, B1627–1636, B1692–1697, B1939–1945).
@Suite struct TraceTests {
    /// A step as "actor verb value [target]".
    func describe(_ trace: LayoutTrace, _ e: TraceEvent) -> String {
        switch e.verb {
        case .propose: "\(trace.name(e.actor)) proposes \(e.proposal!) to \(trace.name(e.target))"
        case .report: "\(trace.name(e.actor)) reports \(e.size!)"
        case .place, .compute: "\(trace.name(e.actor)) \(e.reason.en)"
        }
    }

    @Test func case1EightSteps() throws {
        let r = try lay(text("Favorite").padding(10).background(color("teal")))
        let steps = r.trace.steps()
        #expect(steps.map { describe(r.trace, $0) } == [
            "system proposes 320×480 to background",
            "background proposes 320×480 to padding(10)",
            "padding(10) proposes 300×460 to Text(\"Favorite\")",
            "Text(\"Favorite\") reports 51×17",
            "padding(10) reports 71×37",
            "background proposes 71×37 to Color.teal",
            "Color.teal reports 71×37",
            "background reports 71×37",
        ])
        #expect(steps[2].reason.en == "320−10−10 × 480−10−10")
        #expect(steps[4].reason.en == "51+20 × 17+20")
        #expect(steps[6].reason.en == "accepts")
    }

    @Test func case2TenSteps() throws {
        let r = try lay(text("Hello, World!").frame(minWidth: 0, maxWidth: .infinity).background(color("teal")).padding(10))
        let steps = r.trace.steps()
        #expect(steps.map { describe(r.trace, $0) } == [
            "system proposes 320×480 to padding(10)",
            "padding(10) proposes 300×460 to background",
            "background proposes 300×460 to frame(minWidth: 0, maxWidth: .infinity)",
            "frame(minWidth: 0, maxWidth: .infinity) proposes 300×460 to Text(\"Hello, World!\")",
            "Text(\"Hello, World!\") reports 76×17",
            "frame(minWidth: 0, maxWidth: .infinity) reports 300×17",
            "background proposes 300×17 to Color.teal",
            "Color.teal reports 300×17",
            "background reports 300×17",
            "padding(10) reports 320×37",
        ])
        #expect(steps[5].reason.en.hasPrefix("width max(0, min(∞, 300)) = 300"))
    }

    @Test func case12SixSteps() throws {
        let r = try lay(image("header", resizable: true).aspectRatio(contentMode: .fit), 200, 200)
        let steps = r.trace.steps()
        #expect(steps.map { describe(r.trace, $0) } == [
            "system proposes 200×200 to aspectRatio(contentMode: .fit)",
            "aspectRatio(contentMode: .fit) proposes nil×nil to Image(\"header\").resizable()",
            "Image(\"header\").resizable() reports 100×30",
            "aspectRatio(contentMode: .fit) proposes 200×60 to Image(\"header\").resizable()",
            "Image(\"header\").resizable() reports 200×60",
            "aspectRatio(contentMode: .fit) reports 200×60",
        ])
        #expect(steps[3].reason.en == "fits a 100/30 rectangle into 200×200")
    }

    @Test func case40GridArithmetic() throws {
        let columns = [GridItem(size: .flexible(minimum: 60, maximum: .infinity)),
                       GridItem(size: .flexible(minimum: 120, maximum: .infinity))]
        let r = try lay(lazyVGrid(columns: columns, spacing: 10, color("red")).frame(width: 200), nil, nil)
        let notes = r.trace.events.filter { $0.verb == .compute }.map(\.reason.en)
        #expect(notes == [
            "pass 1: 200 − 10 = 190",
            "column 1: 190 ÷ 2 = 95",
            "column 2: 95 ÷ 1 = 95, clamped to 120",
            "width: 95 + 120 + 10 = 225",
            "pass 2: 225 − 10 = 215",
            "column 1: 215 ÷ 2 = 107.5, rounded to 108",
            "column 2: 107 ÷ 1 = 107, clamped to 120",
            "drawn width: 108 + 120 + 10 = 238 instead of 225 (B1945)",
        ])
        let gridPlacement = try #require(r.trace.placements.first { r.trace.name($0.target).hasPrefix("LazyVGrid") })
        #expect(gridPlacement.origin == Point(x: -12.5, y: 0))
        #expect(gridPlacement.reason.en == "(100−112.5, 5−5) = (-12.5, 0) [.center]")
    }

    @Test func placementsOfCase1() throws {
        let r = try lay(text("Favorite").padding(10).background(color("teal")))
        #expect(r.trace.placements.map { "\(r.trace.name($0.target)) @\($0.origin!)" } == [
            "background @(124.5, 221.5)", "padding(10) @(0, 0)", "Text(\"Favorite\") @(10, 10)", "Color.teal @(0, 0)",
        ])
    }

    @Test func probesAreMarked() throws {
        let r = try lay(hStack(spacing: 0, color("cyan"), text("Hello, World!"), color("teal")), 180, 180)
        let probes = r.trace.steps(includingProbes: true).filter(\.isProbe)
        #expect(probes.filter { $0.verb == .propose }.map(\.proposal) == [
            proposal(0, 180), proposal(.infinity, 180), proposal(0, 180), proposal(.infinity, 180),
            proposal(0, 180), proposal(.infinity, 180),
        ])
        #expect(r.trace.steps().allSatisfy { !$0.isProbe })
    }
}
