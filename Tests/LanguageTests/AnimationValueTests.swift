import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// A learner's `Animation` is a typed value: checks and (later) transactions read it without
/// printing and parsing it again.
struct AnimationValueTests {
    func animation(_ declaration: String) throws -> AnimationExpression? {
        let session = Session(output: { _ in })
        try session.run(declaration, fileName: "test.swift")
        return session.animation(named: "curve")
    }

    @Test func staticMembersImplicitMembersAndModifiers() throws {
        #expect(try animation("let curve = Animation.easeInOut(duration: 1)")?.description == ".easeInOut(duration: 1.0)")
        #expect(try animation("let curve: Animation = .snappy")?.description == ".snappy")
        #expect(try animation("let curve: Animation = .spring(response: 0.4, dampingFraction: 0.7).delay(0.1)")?.description
                == ".spring(response: 0.4, dampingFraction: 0.7).delay(0.1)")
        #expect(try animation("let curve = Animation.bouncy.repeatCount(3, autoreverses: false)")?.description
                == ".bouncy.repeatCount(3.0, autoreverses: false)")
        #expect(try animation("let curve = 3") == nil)
    }

    @Test func printsAsWritten() {
        #expect(run("print(Animation.linear(duration: 2).speed(2))").output == ".linear(duration: 2.0).speed(2.0)\n")
    }
}
