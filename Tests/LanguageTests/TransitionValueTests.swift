import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// `.transition(…)` carries a typed transition built from the learner's expression, so later layers
/// never read it back from text (environment-animation.md §3.6).
struct TransitionValueTests {
    func transition(_ expression: String) throws -> TransitionSpec? {
        guard case .modified(_, let modifier) = try root("Text(\"a\").transition(\(expression))"),
              case .transition(let spec) = modifier.kind else {
            Issue.record("no transition modifier for \(expression)")
            return nil
        }
        return spec
    }

    @Test func builtInsAndTheirCompositions() throws {
        #expect(try transition(".opacity") == .opacity)
        #expect(try transition("AnyTransition.slide") == .slide)
        #expect(try transition(".scale") == .scale(0))
        #expect(try transition(".scale(scale: 0.5)") == .scale(0.5))
        #expect(try transition(".move(edge: .bottom)") == .move(.bottom))
        #expect(try transition(".asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)")
                == .combined(.asymmetric(insertion: .slide, removal: .scale(0)), .opacity))
        #expect(try transition("AnyTransition.move(edge: .top).combined(with: .opacity)") == .combined(.move(.top), .opacity))
        #expect(try transition(".slide.animation(.easeIn)") == .slide)
    }

    @Test func iOS17sAsymmetricTransitionIsTheSameTransition() throws {
        #expect(try transition("AsymmetricTransition(insertion: .opacity, removal: .scale)") == .asymmetric(insertion: .opacity, removal: .scale(0)))
        #expect(try transition("AsymmetricTransition(insertion: .slide, removal: .opacity).combined(with: .scale)")
                == .combined(.asymmetric(insertion: .slide, removal: .opacity), .scale(0)))
        #expect(run("print(type(of: AsymmetricTransition(insertion: .opacity, removal: .scale)))").output
                == "AsymmetricTransition<OpacityTransition, ScaleTransition>\n")
    }

    @Test func aCustomModifierTransitionIsNamedAsWritten() throws {
        let view = try root("""
            struct Blur: ViewModifier { var radius: Double; func body(content: Content) -> some View { content.blur(radius: radius) } }
            #Preview { Text("a").transition(.modifier(active: Blur(radius: 5), identity: Blur(radius: 0))) }
            """)
        guard case .modified(_, let modifier) = view, case .transition(let t) = modifier.kind else {
            Issue.record("no transition modifier"); return
        }
        #expect(t == .custom(".modifier(active: Blur(radius: 5), identity: Blur(radius: 0))"))
    }

    @Test func pushAndOffset() throws {
        #expect(try transition(".offset(x: 10, y: 0)") == .offset(x: 10, y: 0))
        #expect(try transition("AnyTransition.push(from: .leading)") == .push(.leading))
        let bounds = Rect(x: 100, y: 0, width: 40, height: 20)
        #expect(TransitionSpec.push(.leading).effects(0.5, inserting: true, bounds: bounds) == TransitionEffects(opacity: 0.5, x: -20))
        #expect(TransitionSpec.push(.leading).effects(0.5, inserting: false, bounds: bounds) == TransitionEffects(opacity: 0.5, x: 20))
    }

    @Test func aTransitionViewlabDoesNotDrawIsNamedAndDrawnInPlace() throws {
        #expect(try transition(".blurReplace") == .unmodelled(".blurReplace"))
        #expect(TransitionSpec.unmodelled(".blurReplace").description == ".blurReplace (viewlab draws it in place)")
    }
}
