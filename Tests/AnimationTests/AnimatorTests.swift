import Foundation
import Testing
@testable import ViewlabAnimation

/// Phase and keyframe animators (environment-animation.md §3.7, §3.8, goldens 38–41).
struct AnimatorTests {
    @Test func keyframesGolden39() {
        let track = KeyframeTrack("offset", [.cubic(-30, duration: 0.25), .cubic(30, duration: 0.5), .cubic(0, duration: 0.25)])
        let timeline = KeyframeTimeline(initial: [0], tracks: [track])
        for (t, v) in [(0.0, 0.0), (0.25, -30), (0.75, 30), (1.0, 0)] { expectClose(timeline.value(time: t)[0], v, 1e-9, "t=\(t)") }
        // Starts with velocity 0.
        expectClose((timeline.value(time: 1e-6)[0] - timeline.value(time: 0)[0]) / 1e-6, 0, 1e-2)
        #expect(timeline.duration == 1)
    }

    @Test func keyframesGolden40() throws {
        let track = KeyframeTrack("offset", [.linear(-30, duration: 0.25), .cubic(30, duration: 0.5), .linear(0, duration: 0.25)])
        let timeline = KeyframeTimeline(initial: [0], tracks: [track])
        expectClose(timeline.value(time: 0.125)[0], -15, 1e-9)
        expectClose(timeline.value(time: 0.875)[0], 15, 1e-9)
        // The cubic continues the straight segments' slope of −120/s at both ends.
        let h = 1e-6
        expectClose((timeline.value(time: 0.25 + h)[0] - timeline.value(time: 0.25)[0]) / h, -120, 1e-2)
        expectClose((timeline.value(time: 0.75)[0] - timeline.value(time: 0.75 - h)[0]) / h, -120, 1e-2)
        let samples = stride(from: 0.25, through: 0.75, by: 0.0005).map { ($0, timeline.value(time: $0)[0]) }
        let low = try #require(samples.min { $0.1 < $1.1 }), high = try #require(samples.max { $0.1 < $1.1 })
        expectClose(low.1, -32.66, 0.01); expectClose(low.0, 0.296, 0.001)
        expectClose(high.1, 32.66, 0.01); expectClose(high.0, 0.704, 0.001)
    }

    @Test func parallelTracksHoldTheirLastValue() {
        // Exercise 18: a 1 s offset track and a rotation track ending at 0.6 s.
        let timeline = KeyframeTimeline(initial: [0, 0], tracks: [
            KeyframeTrack("offset", [.linear(10, duration: 0.5), .linear(0, duration: 0.5)]),
            KeyframeTrack("rotation", [.cubic(15, duration: 0.3), .cubic(5, duration: 0.3)]),
        ])
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.6)[1] == 5)
        #expect(timeline.value(time: 0.9)[1] == 5)
        expectClose(timeline.value(time: 0.5)[0], 10, 1e-12)
    }

    @Test func moveAndSpringKeyframes() {
        let timeline = KeyframeTimeline(initial: [0], tracks: [KeyframeTrack("x", [.move(50, duration: 0.2), .spring(100, duration: 1)])])
        #expect(timeline.value(time: 0.01)[0] == 50)
        expectClose(timeline.value(time: 1.2)[0], 100, 0.01)
        #expect(timeline.value(time: 0.5)[0] > 50)
    }

    @Test func phaseAnimatorGolden38() {
        let animator = PhaseAnimator(phases: [0, -20, 20])
        let steps = animator.steps()
        #expect(steps.map(\.phase) == [1, 2, 0])
        #expect(steps.map(\.start) == [0, 0.55, 1.1])
        expectClose(animator.cycleDuration, 3 * 0.55, 1e-12)
        expectClose(animator.value(at: 0.55), -20 * 0.9, 2.5)   // close to −20 when the next step starts
        expectClose(animator.value(at: 3), 0, 0.01)
        #expect(PhaseAnimator(phases: [1, 1.3], loops: true).steps(until: 5).count > 2)
    }

    @Test func shakeD7() {
        // Shake: offset −sin(2πn)·30 with n animated 0 → 1.
        func offset(_ n: Double) -> Double { -sin(2 * .pi * n) * 30 }
        let modern = Animation.default(on: .ios17), old = Animation.default(on: .ios16)
        for (t, v) in [(0.10, -27.42), (0.20, 25.88), (0.25, 29.53), (0.50, 4.17)] { expectClose(offset(modern.progress(at: t)), v, 0.05, "t=\(t)") }
        expectClose(offset(old.progress(at: 0.10)), -26.26, 0.05)
        expectClose(offset(old.progress(at: 0.25)), 26.26, 0.05)
        expectClose(offset(old.progress(at: 0.35)), 0, 1e-9)
        // Golden 28: n = .25/.5/.75 → −30/0/+30.
        expectClose(offset(0.25), -30, 1e-9); expectClose(offset(0.75), 30, 1e-9)
    }
}
