import Testing
@testable import ViewlabAnimation

/// Springs (environment-animation.md §3.10, anchors.md §D).
struct SpringTests {
    @Test func publishedConstants() {
        // Apple's Spring overview: Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness 157.9, damping 17.6.
        let s = Spring(duration: 0.5, bounce: 0.3)
        expectClose(s.mass, 1, 1e-9); expectClose(s.stiffness, 157.9, 0.05); expectClose(s.damping, 17.6, 0.05)
        // …and Spring(mass: 1, stiffness: 100, damping: 10) → duration 0.63, bounce 0.5.
        let t = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(t.response, 0.63, 0.005); expectClose(t.bounce, 0.5, 1e-9)
    }

    @Test func presets() throws {
        let table: [(String, Double, Double)] = [
            (".default", 130.51, 22.85), (".spring", 157.91, 20.73), (".smooth", 157.91, 25.13),
            (".snappy", 157.91, 21.36), (".bouncy", 157.91, 17.59), (".interactiveSpring", 1754.6, 72.05),
        ]
        for (name, k, c) in table {
            let spring = try #require(try curve(name).spring, "\(name)")
            expectClose(spring.stiffness, k, 0.05, "\(name) stiffness"); expectClose(spring.damping, c, 0.01, "\(name) damping")
        }
    }

    @Test func exercise14() throws {
        let s = try #require(try curve(".spring(duration: 0.5, bounce: 0.3)").spring)
        expectClose(s.stiffness, 157.91, 0.1); expectClose(s.damping, 17.59, 0.05)
    }

    @Test func defaultTable() throws {
        let a = try curve(".default")
        let expected = [0, 31.65, 66.56, 85.62, 94.23, 97.78, 99.17, 99.70, 99.89, 99.96, 99.99, 100]
        for (i, v) in expected.enumerated() { expectClose(value(a, from: 0, to: 100, at: Double(i) / 10), v, 0.1, "t=\(i)/10") }
        expectClose(try #require(a.spring).settlingDuration(), 0.808, 0.001)
        #expect(a.logicalDuration == 0.55)
    }

    @Test func bouncyTableAndGolden14() throws {
        let a = try curve(".bouncy")
        let expected = [0, 14.57, 42.33, 68.51, 87.37, 98.41, 103.39, 104.60, 103.93, 102.65, 101.45, 100.58, 100.07, 99.84, 99.79, 99.82, 99.88]
        for (i, v) in expected.enumerated() { expectClose(value(a, from: 0, to: 100, at: Double(i) * 0.05), v, 0.1, "t=\(i)×0.05") }
        // Golden 14: 50 → 100 peaks at ≈102.30 at 0.35 s.
        let table = ValueTable(animation: a, from: 50, to: 100)
        let peak = try #require(table.overshoot)
        expectClose(50 + 50 * peak.progress, 102.30, 0.05); expectClose(peak.time, 0.350, 0.001)
    }

    @Test func overshoots() throws {
        for (name, percent, time) in [(".bouncy", 4.60, 0.350), (".spring", 1.02, 0.442), (".snappy", 0.63, 0.475)] {
            let peak = try #require(ValueTable(animation: try curve(name), from: 0, to: 1).overshoot)
            expectClose((peak.progress - 1) * 100, percent, 0.01, name); expectClose(peak.time, time, 0.001, name)
        }
    }

    @Test func springTableAndAnchorsColumns() throws {
        let spring = try curve(".spring")
        let expected = [0, 39.36, 79.96, 96.85, 100.83, 100.84, 100.35, 100.08, 100.00]
        for (i, v) in expected.enumerated() { expectClose(value(spring, from: 0, to: 100, at: Double(i) / 10), v, 0.1) }
        // anchors.md §D check table, closed-form columns.
        let smooth = try curve(".smooth"), bouncy = try curve(".bouncy")
        for (t, s, b) in [(0.05, 0.13131, 0.14572), (0.2, 0.71542, 0.87371), (0.5, 0.98640, 1.01450), (1.0, 0.99995, 1.00007)] {
            expectClose(smooth.progress(at: t), s, 1e-4); expectClose(bouncy.progress(at: t), b, 1e-4)
        }
    }

    @Test func allThreeRegimesMatchTheODE() {
        // Each closed form with initial velocity satisfies y'' + c y' + k y = 0: check by finite differences.
        for zeta in [0.3, 1.0, 1.8] {
            let s = Spring(response: 0.5, dampingRatio: zeta)
            let h = 1e-4
            for t in [0.05, 0.2, 0.6] {
                let y = { s.displacement(at: $0, from: 2, velocity: -7) }
                let acceleration = (y(t + h) - 2 * y(t) + y(t - h)) / (h * h)
                let velocity = s.velocity(at: t, from: 2, velocity: -7)
                expectClose(acceleration + s.damping * velocity + s.stiffness * y(t), 0, 1e-2 * s.stiffness, "ζ=\(zeta) t=\(t)")
            }
            expectClose(s.velocity(at: 0, from: 2, velocity: -7), -7, 1e-9)
            expectClose(s.displacement(at: 0, from: 2, velocity: -7), 2, 1e-12)
        }
    }

    @Test func bounceAndDampingRatio() {
        #expect(Spring.dampingRatio(bounce: 0.3) == 0.7)
        expectClose(Spring.dampingRatio(bounce: -0.5), 2, 1e-12)
        expectClose(Spring(duration: 0.5, bounce: -0.5).bounce, -0.5, 1e-12)
    }

    @Test func platformChoosesSpringDefaults() throws {
        #expect(try curve(".spring").spring?.response == 0.5)
        expectClose(try #require(try curve(".spring", platform: .ios16).spring).response, 0.55, 1e-12)
        #expect(try curve(".default").spring?.dampingRatio == 1)
    }

    @Test func completionCriteria() throws {
        let a = try curve(".default")
        #expect(AnimationCompletionCriteria.logicallyComplete.completionTime(of: [(a, 100)]) == 0.55)
        let removed = try #require(AnimationCompletionCriteria.removed.completionTime(of: [(a, 100)]))
        expectClose(removed, 1.3, 0.1)
        #expect(AnimationCompletionCriteria.removed.completionTime(of: []) == 0)
        #expect(AnimationCompletionCriteria.removed.completionTime(of: [(try curve(".linear.repeatForever()"), 1)]) == nil)
    }
}

/// SwiftUI's integrated springs (`--springs fluid`, anchors.md §D).
struct FluidSpringTests {
    @Test func reproducesTheAnchorsFluidColumn() throws {
        let a = try CurveParser(springs: .fluid).parse(".spring")
        #expect(a.model.kind == "spring (integrated at 300 Hz like SwiftUI)")
        let column: [(Double, Double)] = [(0.05, 0.13493), (0.10, 0.40797), (0.20, 0.80595), (0.30, 0.96449), (0.40, 1.00505),
                                          (0.50, 1.00679), (0.75, 1.00027), (1.00, 0.99996)]
        for (t, p) in column { expectClose(a.progress(at: t), p, 1e-5, "t=\(t)") }
    }

    @Test func closedFormStaysTheDefault() throws {
        expectClose(try curve(".spring").progress(at: 0.1), 0.39361, 1e-5)
        #expect(try curve(".interpolatingSpring(stiffness: 170, damping: 15)").model.kind == "spring (closed form)")
        #expect(try CurveParser(springs: .fluid).parse(".interpolatingSpring(stiffness: 170, damping: 15)").model.kind == "spring (closed form)")
    }

    @Test func fluidTimingAndMerging() throws {
        let a = try CurveParser(springs: .fluid).parse(".default")
        #expect(a.logicalDuration == 0.55)
        let removal = a.removalTime(delta: 100)
        #expect(removal > 1 && removal < 1.6)
        expectClose(a.duration, 0.84, 0.01)   // the closed form settles at 0.808 s
        // Linear in the starting state, so a merge hands over exactly what was running.
        let scenario = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: a), .init(at: 0.2, to: 0, animation: a)])
        expectClose(scenario.presentation(at: 0.2), scenario.property(at: 0.19).presentation(at: 0.2), 1e-9)
        #expect(scenario.property(at: 0.3).running.count == 1)
    }
}
