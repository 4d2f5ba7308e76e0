import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Implicit members whose type Swift infers from where they stand: a number's static functions
/// where a number is expected, GridItem's initializer in a list of columns (GridCLITests), a
/// reduce's start, an environment value's type (the update golden `book-onchange-perform`). The expected output is what swiftc 6.3 prints on macOS.
struct ImplicitMemberInferenceTests {
    @Test func numberStaticFunctionsWhereANumberIsExpected() {
        let r = run("""
            let tilt = Angle.degrees(.random(in: 5...6))
            let larger: CGFloat = .maximum(22, 3)
            print(tilt.degrees >= 5 && tilt.degrees <= 6, larger, CGFloat.minimum(2, 7))
            """)
        #expect(r.error == nil)
        #expect(r.output == "true 22.0 2.0\n")
    }

    /// Pro SwiftUI L2587–2597's condensed form: `.zero` is a CGSize because the elements are.
    @Test func aReducesImplicitStartTakesTheElementsType() {
        let r = run("""
            let sizes = [CGSize(width: 10, height: 20), CGSize(width: 30, height: 5)]
            let largest = sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
            print(largest, [CGRect(x: 1, y: 2, width: 3, height: 4)])
            """)
        #expect(r.error == nil)
        #expect(r.output == "(30.0, 20.0) [(1.0, 2.0, 3.0, 4.0)]\n")
    }

    /// Pro SwiftUI L2780: `ProposedViewSize(frame.size)`; L1244: Reduce Motion is off on viewlab's device.
    @Test func proposalsFromASizeAndTheReduceMotionSetting() {
        let r = run("""
            let proposal = ProposedViewSize(CGSize(width: 10, height: 20))
            print(proposal.width!, proposal.height!, ProposedViewSize(width: nil, height: 5).width == nil, UIAccessibility.isReduceMotionEnabled)
            """)
        #expect(r.error == nil)
        #expect(r.output == "10.0 20.0 true false\n")
    }

    /// A keyframe animator's number literal is the CGFloat its content uses it as (TiS L3252–3269).
    @Test func aKeyframeAnimatorsLiteralIsACGFloat() throws {
        let tree = try root("""
            Text("Shake").keyframeAnimator(initialValue: 0, trigger: 1) { content, x in content.offset(x: x) } keyframes: { _ in
                CubicKeyframe(-30, duration: 0.25)
            }
            """)
        #expect(tree.typeName == "ModifiedContent<Text, _KeyframeAnimatorModifier<CGFloat>>")
    }
}

