import Testing
import ViewlabLanguage

/// `stride(from:to:by:)` and `stride(from:through:by:)` give the elements swiftc 6.3 gives: a
/// floating-point stride's n-th element is `start + n × stride` in one rounding (`addingProduct`),
/// so no error piles up (adding the stride each time made `stride(from: 0.0, to: 1.0, by: 0.1)`
/// eleven elements, ending at 0.9999999999999999).
struct StrideTests {
    @Test func floatingPointStridesMultiply() {
        let r = run("""
            print(Array(stride(from: 0.0, to: 1.0, by: 0.1)))
            print(Array(stride(from: 0.0, through: 1.0, by: 0.1)).count)
            print(Array(stride(from: 1.0, to: 0.0, by: -0.3)))
            print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 10, through: 0, by: -5)))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9]
            11
            [1.0, 0.7, 0.4, 0.10000000000000003]
            [0, 3, 6, 9] [10, 5, 0]

            """)
    }
}
