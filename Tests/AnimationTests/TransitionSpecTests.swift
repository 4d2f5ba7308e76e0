import Testing
import ViewlabModel

/// What a transition applies, and where that draws a view, on the way to its active state
/// (environment-animation.md §3.6); the interpreter builds the values (LanguageTests/TransitionValueTests).
struct TransitionSpecTests {
    let frame = Rect(x: 100, y: 100, width: 40, height: 20)

    func drawn(_ t: TransitionSpec, _ amount: Double, inserting: Bool) -> (frame: Rect, effects: TransitionEffects) {
        let effects = t.effects(amount, inserting: inserting, bounds: frame)
        return (effects.apply(to: frame, bounds: frame), effects)
    }

    @Test func activeStatesDrawWhereTheSpecSays() {
        #expect(drawn(.move(.bottom), 1, inserting: true).frame == Rect(x: 100, y: 120, width: 40, height: 20))
        // .slide comes in from the leading edge and leaves towards the trailing one.
        #expect(drawn(.slide, 0.5, inserting: true).frame.minX == 80)
        #expect(drawn(.slide, 0.5, inserting: false).frame.minX == 120)
        let half = drawn(.scale(0), 0.5, inserting: true).frame
        #expect(abs(half.size.width - 20.0002) < 1e-9 && abs(half.minX - 109.9999) < 1e-9)
        let both = drawn(.combined(.opacity, .move(.leading)), 0.25, inserting: false)
        #expect(both.effects.opacity == 0.75 && both.frame.minX == 90)
    }

    /// The modifiers' values themselves, which `update`'s tables print beside the frames.
    @Test func eachTransitionAppliesAnOpacityAnOffsetOrAScale() {
        #expect(TransitionSpec.move(.top).effects(0.5, inserting: true, bounds: frame) == TransitionEffects(y: -10))
        #expect(TransitionSpec.move(.trailing).effects(0.25, inserting: false, bounds: frame) == TransitionEffects(x: 10))
        #expect(TransitionSpec.offset(x: 0, y: 40).effects(0.5, inserting: true, bounds: frame) == TransitionEffects(y: 20))
        #expect(TransitionSpec.scale(0.5).effects(0.5, inserting: true, bounds: frame) == TransitionEffects(scale: 0.75))
        #expect(TransitionSpec.opacity.effects(0.25, inserting: true, bounds: frame) == TransitionEffects(opacity: 0.75))
        #expect(TransitionSpec.asymmetric(insertion: .move(.trailing), removal: .opacity).effects(0.5, inserting: true, bounds: frame)
                == TransitionEffects(x: 20))
        #expect(TransitionSpec.asymmetric(insertion: .move(.trailing), removal: .opacity).effects(0.5, inserting: false, bounds: frame)
                == TransitionEffects(opacity: 0.5))
        // `.modifier(active:identity:)`: from the identity's effects towards the active's.
        let custom = TransitionSpec.custom("m", active: TransitionEffects(opacity: 0, x: 30, scale: 2), identity: TransitionEffects())
        #expect(custom.effects(0.5, inserting: true, bounds: frame) == TransitionEffects(opacity: 0.5, x: 15, scale: 1.5))
    }

    /// `a.combined(with: b)` puts b's modifier around a's: b's scale scales a's offset.
    @Test func aCombinedScaleScalesTheOffsetInsideIt() {
        let moveThenScale = TransitionSpec.combined(.move(.leading), .scale(0.5)).effects(1, inserting: true, bounds: frame)
        #expect(moveThenScale == TransitionEffects(x: -20, scale: 0.5))
        let scaleThenMove = TransitionSpec.combined(.scale(0.5), .move(.leading)).effects(1, inserting: true, bounds: frame)
        #expect(scaleThenMove == TransitionEffects(x: -40, scale: 0.5))
    }
}
