import Testing
@testable import ViewlabAnimation

/// Retargeting mid-flight (environment-animation.md §3.5, D5, D6).
struct InterruptionTests {
    @Test func additiveTimingCurvesD5() throws {
        let ease = try curve(".easeInOut(duration: 1)")
        let scenario = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: ease), .init(at: 0.5, to: 0, animation: ease)])
        expectClose(scenario.presentation(at: 0.7), 73.09, 0.05)
        expectClose(scenario.presentation(at: 0.8), 73.09, 0.05)
        expectClose(scenario.presentation(at: 1.0), 50.00, 0.05)
        expectClose(scenario.presentation(at: 1.5), 0, 1e-9)
        #expect(scenario.property(at: 0.7).running.count == 2)
        // A naive restart from 50 would show 45.92 at 0.7 s.
        expectClose(50 * (1 - ease.progress(at: 0.2)), 45.92, 0.05)
    }

    @Test func springsMergeWithVelocityD6() throws {
        let spring = try curve(".default")
        let scenario = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: spring), .init(at: 0.2, to: 0, animation: spring)])
        let before = scenario.property(at: 0.19)
        expectClose(before.presentation(at: 0.2), 66.56, 0.01)
        expectClose(before.velocity(at: 0.2), 265.7, 0.1)
        #expect(scenario.property(at: 0.2).running.count == 1)   // merged into one
        for (t, v) in [(0.3, 53.98), (0.4, 27.67), (0.5, 12.16), (0.7, 1.92)] {
            expectClose(scenario.presentation(at: t), v, 0.05, "t=\(t)")
        }
    }

    @Test func mergeEqualsAdditiveForEqualSprings() throws {
        let merging = try curve(".bouncy")
        let s = try #require(merging.spring)
        let additive = Animation.interpolatingSpring(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
        func run(_ a: Animation) -> InterruptionScenario {
            InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: a), .init(at: 0.15, to: -40, animation: a), .init(at: 0.4, to: 10, animation: a)])
        }
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            expectClose(run(merging).presentation(at: t), run(additive).presentation(at: t), 1e-6, "t=\(t)")
        }
        #expect(run(additive).property(at: 0.5).running.count == 3)
        #expect(run(merging).property(at: 0.5).running.count == 1)
    }

    @Test func aSnapCancelsRunningAnimations() throws {
        let scenario = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: try curve(".linear(duration: 1)")), .init(at: 0.5, to: 20, animation: nil)])
        #expect(scenario.presentation(at: 0.6) == 20)
        #expect(scenario.property(at: 0.6).running.isEmpty)
    }

    @Test func positionIsContinuousAtRetarget() throws {
        let scenario = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: try curve(".easeIn(duration: 1)")), .init(at: 0.4, to: 0, animation: try curve(".bouncy"))])
        expectClose(scenario.presentation(at: 0.4), scenario.property(at: 0.39).presentation(at: 0.4), 1e-9)
    }
}
