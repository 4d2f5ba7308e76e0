import Testing
import ViewlabModel
@testable import ViewlabPresentation

/// Transitions as `.transition(…)` spells them, and where they draw a view (environment-animation.md §3.6).
struct TransitionSpecTests {
    @Test func parsesTheBuiltInsAndTheirCompositions() {
        #expect(TransitionSpec.parse(".opacity") == .opacity)
        #expect(TransitionSpec.parse("AnyTransition.slide") == .slide)
        #expect(TransitionSpec.parse(".scale(scale: 0.5)") == .scale(0.5))
        #expect(TransitionSpec.parse(".asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)")
                == .combined(.asymmetric(insertion: .slide, removal: .scale(0)), .opacity))
        #expect(TransitionSpec.parse(".modifier(active: Blur(radius: 5), identity: Blur(radius: 0))") == .custom(".modifier(active:Blur(radius:5),identity:Blur(radius:0))"))
        #expect(TransitionSpec.parse(".move(edge: .diagonal)") == nil)
    }

    @Test func asymmetricTransitionIsSpelledBothWays() {
        #expect(TransitionSpec.parse("AsymmetricTransition(insertion: .opacity, removal: .scale)") == .asymmetric(insertion: .opacity, removal: .scale(0)))
        #expect(TransitionSpec.parse("AsymmetricTransition(insertion: .slide, removal: .opacity).combined(with: .scale)")
                == .combined(.asymmetric(insertion: .slide, removal: .opacity), .scale(0)))
    }

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
