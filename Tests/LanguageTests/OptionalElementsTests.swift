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

    /// Where nothing is declared, Swift infers a collection of Optionals from an array literal with an
    /// element that reads one, and from a `map` whose closure answers one (a number parsed from a
    /// string, a collection's `first` or `max()`); a variable keeps what its initial value was. An
    /// enum's `init(rawValue:)` is failable. Checked against swiftc 6.3 (which also names the module
    /// in `Optional(main.Level.high)`: viewlab names none, as in a collection).
    @Test func inferredCollectionsOfOptionalsShowEachElementAsOptional() {
        let r = run("""
            enum Level: Int { case low = 1, high }
            let nickname: String? = "Ada"
            let count: Int? = 4
            print([nickname], [count, 5], [count ?? 0, 5], [nickname!])
            let parsed = ["7", "8"].map { Int($0) }
            print(parsed, parsed.compactMap { $0 }, "\\(parsed)")
            print(["3"].map { s in Int(s) }, "1 2".split(separator: " ").map { Int($0) }, [1, 2].map { Int($0) })
            print([[1], [2, 3]].map { $0.first }, ["ab"].map { $0.first }, [[3, 1]].map { $0.max() }, ["ab"].map { $0.count })
            let rows = [nickname, "x"]
            print(rows, Level(rawValue: 2) as Any, Level(rawValue: 2)!, [Level(rawValue: 1)])
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [Optional("Ada")] [Optional(4), Optional(5)] [4, 5] ["Ada"]
            [Optional(7), Optional(8)] [7, 8] [Optional(7), Optional(8)]
            [Optional(3)] [Optional(1), Optional(2)] [1, 2]
            [Optional(1), Optional(2)] [Optional("a")] [Optional(3)] [2]
            [Optional("Ada"), Optional("x")] Optional(high) high [Optional(low)]

            """)
    }

    /// An element of a collection of Optionals is an Optional: read by an index (not a slice, which
    /// is a collection of them), bound by `for`, or a constant's initial value. Checked against swiftc 6.3.
    @Test func anElementOfACollectionOfOptionalsIsOptional() {
        let r = run("""
            let a: [Int?] = [1, nil]
            let parsed = ["7", "x"].map { Int($0) }
            print(a[0] as Any, "\\(parsed[0])", a[0...1], a[...0])
            for x in a { print(x as Any) }
            for p in parsed where p != nil { print("parsed", p as Any) }
            let first = parsed[0]
            print(first as Any, first ?? 0, a[1] ?? -1)
            for n in [1, 2] { print(n) }
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(1) Optional(7) [Optional(1), nil] [Optional(1)]
            Optional(1)
            nil
            parsed Optional(7)
            Optional(7) 7 -1
            1
            2

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
