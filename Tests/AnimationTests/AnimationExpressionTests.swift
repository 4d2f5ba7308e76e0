import Testing
import ViewlabAnimation
import ViewlabModel

/// An `Animation` built by learner code arrives as a typed expression; the engine resolves it the
/// way it resolves a CURVE, with the same checks.
struct AnimationExpressionTests {
    typealias Call = AnimationExpression.Call
    typealias Argument = AnimationExpression.Argument

    @Test func resolvesLikeTheSameCurveWritten() throws {
        let expression = AnimationExpression(calls: [
            Call(name: "spring", arguments: [Argument(label: "response", value: .number(0.4)),
                                             Argument(label: "dampingFraction", value: .number(0.7))]),
            Call(name: "delay", arguments: [Argument(label: nil, value: .number(0.1))]),
        ])
        #expect(expression.description == ".spring(response: 0.4, dampingFraction: 0.7).delay(0.1)")
        let typed = try CurveParser().animation(expression)
        let written = try CurveParser().parse(".spring(response: 0.4, dampingFraction: 0.7).delay(0.1)")
        #expect(typed == written)
        #expect(try CurveParser().animation(AnimationExpression(calls: [Call(name: "easeIn")])) == CurveParser().parse(".easeIn"))
    }

    @Test func aBadArgumentPointsIntoTheSpelledExpression() {
        let expression = AnimationExpression(calls: [
            Call(name: "easeIn"),
            Call(name: "repeatCount", arguments: [Argument(label: nil, value: .number(2)),
                                                  Argument(label: "autoreverses", value: .bool(true))]),
            Call(name: "speed", arguments: [Argument(label: nil, value: .number(-2))]),
        ])
        #expect(throws: CurveParseError("the argument of .speed must be greater than 0, got -2",
                                        input: ".easeIn.repeatCount(2.0, autoreverses: true).speed(-2.0)", offset: 51)) {
            try CurveParser().animation(expression)
        }
    }
}
