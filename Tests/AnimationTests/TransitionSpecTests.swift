import Testing
import ViewlabModel

/// Where a transition draws a view in its active state (environment-animation.md §3.6); the
/// interpreter builds the values (LanguageTests/TransitionValueTests).
struct TransitionSpecTests {
    @Test func activeStatesDrawWhereTheSpecSays() {
        let frame = Rect(x: 100, y: 100, width: 40, height: 20)
        #expect(TransitionSpec.move(.bottom).apply(1, inserting: true, frame: frame, bounds: frame).frame == Rect(x: 100, y: 120, width: 40, height: 20))
        // .slide comes in from the leading edge and leaves towards the trailing one.
        #expect(TransitionSpec.slide.apply(0.5, inserting: true, frame: frame, bounds: frame).frame.minX == 80)
        #expect(TransitionSpec.slide.apply(0.5, inserting: false, frame: frame, bounds: frame).frame.minX == 120)
        let half = TransitionSpec.scale(0).apply(0.5, inserting: true, frame: frame, bounds: frame)
        #expect(abs(half.frame.size.width - 20.0002) < 1e-9 && abs(half.frame.minX - 109.9999) < 1e-9)
        let both = TransitionSpec.combined(.opacity, .move(.leading)).apply(0.25, inserting: false, frame: frame, bounds: frame)
        #expect(both.opacity == 0.75 && both.frame.minX == 90)
    }
}
