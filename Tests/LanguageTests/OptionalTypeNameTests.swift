import Testing
import ViewlabLanguage

/// `type(of:)` of an expression that reads an Optional names the Optional, as Swift does
/// (`Optional<Int>`), its wrapped type read from the value or, for a nil, from the declaration; and
/// a collection literal's `first` or subscript reads an Optional as a variable's does. The expected
/// output is swiftc 6.3's.
struct OptionalTypeNameTests {
    @Test func typeOfAnOptionalNamesTheOptional() {
        let r = run("""
            let a = Int("3")
            let b: Double? = 2
            var c: [String]? = nil
            print(type(of: a), type(of: b), type(of: c), type(of: Int("4")), type(of: [1, 2].first))
            let d = ["x": 1]["x"]
            print(type(of: d), type(of: d!), type(of: 5))
            typealias Names = [String: [Int]]
            let e: Names? = nil
            print(type(of: e))
            print([1, 2].first, ["a": 1]["a"], "abc".first)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional<Int> Optional<Double> Optional<Array<String>> Optional<Int> Optional<Int>
            Optional<Int> Int Int
            Optional<Dictionary<String, Array<Int>>>
            Optional(1) Optional(1) Optional("a")

            """)
    }
}
