import Testing
@testable import ViewlabAnimation

/// Keyframe tracks as the command line spells them, and the timelines built from animators.
struct KeyframeParserTests {
    @Test func swiftUISpellingAndShortSpelling() throws {
        let long = try KeyframeParser.parse("offset: CubicKeyframe(-30, duration: 0.25) LinearKeyframe(30, duration: 0.5) MoveKeyframe(0)", defaultName: "t")
        #expect(long == KeyframeTrack("offset", [.cubic(-30, duration: 0.25), .linear(30, duration: 0.5), .move(0, duration: 0)]))
        let short = try KeyframeParser.parse(".spring(5, duration: 1) cubic(2, duration: 0.5)", defaultName: "track1")
        #expect(short.name == "track1")
        #expect(short.keyframes == [.spring(5, duration: 1), .cubic(2, duration: 0.5)])
    }

    @Test func badKeyframes() {
        func message(_ text: String) -> String? {
            do { _ = try KeyframeParser.parse(text, defaultName: "t"); return nil } catch { return error.message }
        }
        #expect(message("x: cubc(1, duration: 1)") == "unknown keyframe 'cubc'; did you mean 'cubic'?")
        #expect(message("x: linear(1, duration: -1)") == "duration must not be negative, got -1")
        #expect(message("x: linear(1)") == "these arguments don't fit .linear(_:duration:)")
        #expect(message("x:") == "a track needs at least one keyframe, e.g. 'offset: cubic(-30, duration: 0.25)'")
    }

    @Test func timelineSamples() throws {
        let track = try KeyframeParser.parse("offset: cubic(-30, duration: 0.25) cubic(30, duration: 0.5) cubic(0, duration: 0.25)", defaultName: "t")
        let samples = TimelineSamples(KeyframeTimeline(initial: [0], tracks: [track]), step: 0.25)
        #expect(samples.times == [0, 0.25, 0.5, 0.75, 1])
        #expect(samples.columns[0].values.map { ($0 * 1e9).rounded() / 1e9 } == [0, -30, 0, 30, 0])
        let phases = TimelineSamples(PhaseAnimator(phases: [0, -20, 20]), step: 0.05)
        #expect(phases.notes[0].en == "phaseAnimator([0, -20, 20]): one trigger; each step starts when the previous is logically complete")
        #expect(phases.notes[0].zh == "phaseAnimator([0, -20, 20])：触发一次；每一步在上一步逻辑上完成时开始")
        #expect(phases.times.last! >= 1.1 + 0.8)
    }
}
