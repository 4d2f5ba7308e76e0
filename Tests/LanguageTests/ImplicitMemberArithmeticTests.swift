import Testing

/// `2 * .pi * f`: Swift infers Double's `.pi` beside a number, as drawing code writes it.
struct ImplicitMemberArithmeticTests {
    @Test func piAndInfinityBesideANumberAreDoubles() {
        let (output, error) = run("""
            let f = 0.25
            print(2 * .pi * f == Double.pi / 2, 1 + .infinity, .pi - 3 > 0.14)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "true inf true\n")
    }
}
