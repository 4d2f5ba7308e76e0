import Testing
@testable import ViewlabAnimation

/// CURVE expressions (cli-contract.md `animate`) and their error messages.
struct CurveParserTests {
    @Test func everyContractExampleParses() throws {
        for text in [".linear(duration: 1)", ".easeIn", ".easeOut(duration: 0.5)", ".easeInOut", ".timingCurve(0.2, 0.8, 0.2, 1, duration: 1)",
                     ".spring(response: 0.5, dampingFraction: 0.7)", ".spring(duration: 0.5, bounce: 0.3)",
                     ".interpolatingSpring(stiffness: 170, damping: 15)", ".smooth", ".snappy", ".bouncy", ".default",
                     ".easeIn.delay(0.2)", ".bouncy.speed(2)", ".linear.repeatCount(3, autoreverses: false)", ".linear.repeatForever()",
                     "Animation.default", ".spring()", ".spring", ".smooth(duration: 1, extraBounce: 0.1)", " .easeIn . delay( 1 ) "] {
            _ = try curve(text)
        }
    }

    @Test func valuesAreRead() throws {
        let a = try curve(".spring(response: 0.4, dampingFraction: 0.6).delay(0.25).repeatCount(2, autoreverses: false)")
        #expect(a.modifiers == [.delay(0.25), .repeat(count: 2, autoreverses: false)])
        expectClose(try #require(a.spring).response, 0.4, 1e-12)
        expectClose(try #require(a.spring).dampingRatio, 0.6, 1e-12)
        #expect(a.spelling == ".spring(response: 0.4, dampingFraction: 0.6).delay(0.25).repeatCount(2, autoreverses: false)")
        #expect(try curve(".interpolatingSpring(stiffness: 170, damping: 15)").model.interruption == "additive")
        #expect(try curve(".bouncy").model.interruption == "merge (keeps velocity)")
        #expect(try curve(".linear.repeatCount(2)").modifiers == [.repeat(count: 2, autoreverses: true)])
    }

    func failure(_ text: String) -> CurveParseError? {
        do { _ = try curve(text); return nil } catch { return error }
    }

    @Test func negativeDuration() throws {
        let e = try #require(failure(".linear(duration: -1)"))
        #expect(e.description == "error: duration must not be negative, got -1 (column 19)\n  .linear(duration: -1)\n                    ^")
    }

    @Test func zeroResponse() throws {
        let e = try #require(failure(".spring(response: 0, dampingFraction: 0.5)"))
        #expect(e.message == "response must be greater than 0, got 0")
        #expect(e.offset == 18)
    }

    @Test func notANumber() throws {
        #expect(failure(".easeIn(duration: .nan)")?.message == "duration must be a finite number, got nan")
        #expect(failure(".linear.delay(Double.infinity)")?.message == "the argument of .delay must be a finite number, got inf")
        #expect(failure(".linear(duration: abc)")?.message == "'abc' is not a number")
    }

    @Test func unknownNamesSuggest() throws {
        #expect(failure(".easeInOt")?.message == "unknown animation '.easeInOt'; did you mean '.easeInOut'?")
        #expect(failure(".bouncey")?.message == "unknown animation '.bouncey'; did you mean '.bouncy'?")
        #expect(failure(".linear.dely(1)")?.message == "unknown modifier '.dely'; did you mean '.delay'?")
        #expect(failure(".linear(durations: 1)")?.message == "'.linear' has no argument 'durations:'; did you mean 'duration:'?")
        let far = try #require(failure(".wobble"))
        #expect(far.message.hasPrefix("unknown animation '.wobble'; expected one of .linear, .easeIn"))
        #expect(far.offset == 1)
    }

    @Test func otherBadInput() throws {
        #expect(failure("")?.message == "empty animation; try .easeInOut or .spring")
        #expect(failure("easeIn")?.message == "an animation starts with '.', as in .easeInOut")
        #expect(failure(".linear(duration: 1")?.message == "missing ')'")
        #expect(failure(".linear.repeatCount(0)")?.message == "the repeat count must be a whole number of at least 1, got 0")
        #expect(failure(".linear.speed(0)")?.message == "the argument of .speed must be greater than 0, got 0")
        #expect(failure(".spring(duration: 0.5, bounce: 1.5)")?.message == "bounce must be greater than -1 and at most 1, got 1.5")
        #expect(failure(".timingCurve(1.2, 0, 0.5, 1)")?.message == "the first control point's x must be between 0 and 1, got 1.2")
        #expect(failure(".linear.repeatForever(autoreverses: 1)")?.message == "autoreverses must be true or false")
        #expect(failure(".spring(stiffness: 1)")?.message == "'.spring' has no argument 'stiffness:'; expected one of blendDuration:, bounce:, dampingFraction:, duration:, response:")
    }
}
