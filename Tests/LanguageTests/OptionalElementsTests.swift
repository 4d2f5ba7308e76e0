import Testing
import ViewlabLanguage

/// A collection whose element (or value) type is an Optional prints each element that is not nil as
/// `Optional(…)`, as Swift's `print` and string interpolation do: when its declared type says so
/// (`[Int?]`), and when it holds a nil, which only a collection of Optionals can. The expected
/// output is swiftc 6.3's.
struct OptionalElementsTests {
    @Test func aDeclaredCollectionOfOptionalsShowsEachElementAsOptional() {
        let r = run("""
            let a: [Int?] = [1, 2]
            print(a)
            print("a is \\(a)")
            let names: [String: String?] = ["a": "x"]
            print(names)
            let maybe: [Int?]? = [3]
            print(maybe)
            let none: [String: Int?] = ["z": nil]
            print(none)
            let plain = [1, 2]
            print(plain, "\\(plain)")
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [Optional(1), Optional(2)]
            a is [Optional(1), Optional(2)]
            ["a": Optional("x")]
            Optional([Optional(3)])
            ["z": nil]
            [1, 2] [1, 2]

            """)
    }

    @Test func aCollectionHoldingNilShowsItsOtherElementsAsOptional() {
        let r = run("""
            let numbers = ["1", "two", "3"].map { Int($0) }
            print(numbers)
            print("parsed: \\(numbers)")
            print([1, nil, 3] as [Int?])
            print([[1, nil], [2]])
            print(numbers.compactMap { $0 })
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [Optional(1), nil, Optional(3)]
            parsed: [Optional(1), nil, Optional(3)]
            [Optional(1), nil, Optional(3)]
            [[Optional(1), nil], [Optional(2)]]
            [1, 3]

            """)
    }

    /// A number's `init(exactly:)` is failable, and its integer argument is an Int expression taken
    /// whole, labelled or not (`Double(exactly: 7 / 2)` is `Optional(3.0)`); `TimeInterval` parses a
    /// string as `Double` does.
    @Test func exactConversionsPrintAsOptionals() {
        let r = run("""
            print(Double(exactly: 7 / 2) as Any)
            print(TimeInterval(exactly: 7 / 2) as Any)
            print(Int(exactly: 2.5) as Any, Int(exactly: 4.0) as Any)
            let e = Int(exactly: 6.0)
            print(e as Any, "\\(Double(exactly: 3) as Any)")
            print(Double(7 / 2), CGFloat(7 / 2))
            print(TimeInterval("2.5") as Any, TimeInterval("x") as Any)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(3.0)
            Optional(3.0)
            nil Optional(4)
            Optional(6) Optional(3.0)
            3.0 3.0
            Optional(2.5) nil

            """)
    }
}
