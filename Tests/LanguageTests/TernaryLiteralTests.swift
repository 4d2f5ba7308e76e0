import Testing
import ViewlabLanguage

/// Swift types an integer literal in one branch of `?:` by the other branch: `c ? Double(a) : 1`
/// is a Double even with no Double context around it; as `print`'s argument (an `Any`) each branch
/// keeps its own type. The expected output is swiftc 6.3's.
struct TernaryLiteralTests {
    @Test func anIntegerLiteralBranchTakesTheOtherBranchsType() {
        let r = run("""
            let a = 2
            let scale = 0.5
            let d = (a > 5 ? Double(a) : 1)
            var e = (a > 5 ? 2.5 : 1) - 1
            print(d, e, a < 5 ? 0 : scale, a > 5 ? scale * 2 : -1, max(a > 5 ? Double(a) : 1, 0))
            func ratio() -> Double { 0.75 }
            let f = a > 5 ? ratio() : 1
            let n = a > 5 ? a : 1
            print(f, n, e / e == e / e)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            1.0 0.0 0 -1 1.0
            1.0 1 false

            """)
    }
}
