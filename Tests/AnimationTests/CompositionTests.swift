import Testing
@testable import ViewlabAnimation

/// delay, speed and repeat (environment-animation.md §3.11, derived cases D2–D4).
struct CompositionTests {
    @Test func speedD2() throws {
        let a = try curve(".easeInOut(duration: 1).speed(2)")
        expectClose(a.progress(at: 0.25), 0.5, 1e-6)
        #expect(a.progress(at: 0.5) == 1)
        #expect(a.duration == 0.5)
    }

    @Test func delayD3() throws {
        let a = try curve(".linear(duration: 1).delay(0.5)")
        #expect(a.progress(at: 0.3) == 0)
        expectClose(value(a, from: 0, to: 100, at: 1.0), 50, 1e-6)
        #expect(value(a, from: 0, to: 100, at: 1.5) == 100)
        #expect(a.duration == 1.5)
    }

    @Test func outermostModifierTransformsTimeFirst() throws {
        // .delay(.5).speed(2): speed halves the delay; .speed(2).delay(.5): the delay stays 0.5 s.
        let delayThenSpeed = try curve(".linear(duration: 1).delay(0.5).speed(2)")
        let speedThenDelay = try curve(".linear(duration: 1).speed(2).delay(0.5)")
        #expect(delayThenSpeed.progress(at: 0.25) == 0)
        expectClose(delayThenSpeed.progress(at: 0.5), 0.5, 1e-9)
        #expect(speedThenDelay.progress(at: 0.5) == 0)
        expectClose(speedThenDelay.progress(at: 0.75), 0.5, 1e-9)
        #expect(delayThenSpeed.duration == 0.75)
        #expect(speedThenDelay.duration == 1.0)
    }

    @Test func repeatCountD4SnapsToTheEnd() throws {
        let a = try curve(".linear(duration: 1).repeatCount(2, autoreverses: true)")
        for (t, v) in [(0.5, 50.0), (1.0, 100), (1.5, 50), (2.0, 0), (2.05, 100)] {
            expectClose(value(a, from: 0, to: 100, at: t), v, 1e-9, "t=\(t)")
        }
        // Exercise 16: the table's last rows read 0.00 then 100.00.
        let rows = ValueTable(animation: a, from: 0, to: 100, step: 0.5).rows
        #expect(rows.suffix(2).map(\.value) == [0, 100])
    }

    @Test func repeatWithoutAutoreverseRestartsEachPass() throws {
        let a = try curve(".linear(duration: 1).repeatCount(3, autoreverses: false)")
        expectClose(a.progress(at: 1.25), 0.25, 1e-6)
        expectClose(a.progress(at: 2.5), 0.5, 1e-6)
        #expect(a.duration == 3)
    }

    @Test func repeatForeverNeverEnds() throws {
        let a = try curve(".timingCurve(0, 1, 1, 0, duration: 2).repeatForever(autoreverses: true)")
        #expect(a.isForever)
        #expect(a.duration == .infinity)
        expectClose(a.progress(at: 101), 0.5, 1e-6)   // pass 50 (even), halfway
        expectClose(a.progress(at: 103.2), 1 - UnitCurve(0, 1, 1, 0).progress(0.6), 1e-9)
        #expect(ValueTable(animation: a, from: 0, to: 1, step: 0.5).rows.last?.time == 4)
    }

    @Test func repeatOfADelayedAnimationRepeatsTheDelay() throws {
        let a = try curve(".linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)")
        #expect(a.progress(at: 2.5) == 0)
        expectClose(a.progress(at: 3.5), 0.5, 1e-9)
        #expect(a.duration == 4)
    }

    @Test func springUnderSpeed() throws {
        let a = try curve(".bouncy.speed(2)"), b = try curve(".bouncy")
        expectClose(a.progress(at: 0.1), b.progress(at: 0.2), 1e-12)
        expectClose(a.logicalDuration, 0.25, 1e-12)
    }
}
