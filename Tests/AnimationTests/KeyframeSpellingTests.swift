import Testing
@testable import ViewlabAnimation

/// `SpringKeyframe`'s `spring:` and `LinearKeyframe`'s `timingCurve:` as code spells them.
struct KeyframeSpellingTests {
    @Test func springsAsWritten() throws {
        #expect(try Spring.parse(".bouncy") == Spring(duration: 0.5, bounce: 0.3))
        #expect(try Spring.parse(".smooth") == Spring(duration: 0.5, bounce: 0))
        #expect(try Spring.parse(".snappy(duration: 0.3)") == Spring(duration: 0.3, bounce: 0.15))
        #expect(try Spring.parse("Spring(duration: 0.4, bounce: 0.2)") == Spring(duration: 0.4, bounce: 0.2))
        #expect(try Spring.parse(".init(duration: 0.4, bounce: 0.2)") == Spring(duration: 0.4, bounce: 0.2))
        #expect(try Spring.parse("Spring.bouncy") == Spring(duration: 0.5, bounce: 0.3))
        let response = try Spring.parse("Spring(response: 0.6, dampingRatio: 0.7)")
        #expect(abs(response.response - 0.6) < 1e-12 && abs(response.dampingRatio - 0.7) < 1e-12)
        #expect(try Spring.parse("Spring(mass: 2, stiffness: 100, damping: 10)") == Spring(mass: 2, stiffness: 100, damping: 10))
        #expect(throws: CurveParseError.self) { try Spring.parse(".linear") }
    }

    @Test func timingCurvesByName() {
        #expect(UnitCurve.named(".easeIn") == .easeIn)
        #expect(UnitCurve.named("UnitCurve.easeInOut") == .easeInOut)
        #expect(UnitCurve.named(".circularEaseIn") == nil)
        #expect(UnitCurve.easeOut.name == "easeOut")
    }
}
