import Testing
import ViewlabLanguage

/// Swift types every integer literal of an arithmetic expression by the whole expression: with a
/// floating-point literal or a Double among the operands they are Doubles, so `1 / 2 * base` is
/// half of `base`, not 0 (integer division), and `5 / 2 * 2.0` is 5.0. The expected output is
/// swiftc 6.3's.
struct LiteralArithmeticTests {
    @Test func integerLiteralsTakeTheTypeOfTheWholeExpression() {
        let r = run("""
            print(5 / 2 * 2.0, 1 / 2 == 0.5, (7 / 2) + 0.5, -(3 / 2) * 1.0, 1 / 2 < 0.6)
            let base = 4.0, height = 3.0
            print(1 / 2 * base * height, 2 * base, 3 - 1 * base, (1 + 1) * height / 4, 10 / 4 < height, -2 * base)
            let k = 3
            print(2 * k, 1 / 2 * k, 7 % 3 * k, 9 / 4, 9.0 / 4, Int(7 / 2))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            5.0 true 4.0 -1.5 true
            6.0 8.0 -1.0 1.5 true -8.0
            6 0 3 2 2.25 3

            """)
    }

    @Test func aRemainderAmongFloatingPointLiteralsIsSwiftsError() {
        let r = run("print(10 % 3 + 0.5 * 2)")
        #expect(r.error?.message == "'%' is unavailable for Double: use truncatingRemainder(dividingBy:)")
    }
}
