import Testing
import ViewlabLanguage

/// A struct prints as Swift's default description does: its type's name with the generic arguments
/// its values show (`Stack<Int>(items: [1, 2])`), and each stored property by its declared type, an
/// Optional holding a value as `Optional(…)`. The expected output is swiftc 6.3's.
struct StructDescriptionTests {
    @Test func aGenericStructPrintsItsArguments() {
        let r = run("""
            struct Stack<Element> { var items: [Element] = []; mutating func push(_ x: Element) { items.append(x) } }
            var st = Stack<Int>(); st.push(1); st.push(2)
            print(st, type(of: st))
            struct Box<T> { let value: T }
            print(Box(value: "hi"), Box(value: [1.5]))
            struct Pair<A, B> { var first: A?; var rest: [String: [B]] }
            print(Pair(first: 2.5, rest: ["k": [true]]))
            struct Counts<Key: Hashable> { var counts: [Key: Int] }
            print(type(of: Counts(counts: ["a": 1])))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Stack<Int>(items: [1, 2]) Stack<Int>
            Box<String>(value: "hi") Box<Array<Double>>(value: [1.5])
            Pair<Double, Bool>(first: Optional(2.5), rest: ["k": [true]])
            Counts<String>

            """)
    }

    @Test func optionalPropertiesPrintAsOptionals() {
        let r = run("""
            struct S { var a: Int?; var b: [Int?]; var c: String?; var d: [String: Double?]; var e: Int?; var f: [Int]? }
            let s = S(a: 1, b: [1, nil], c: "x", d: ["k": 2], e: nil, f: [3])
            print(s)
            print("\\(s)")
            struct Wrap { let name: String; let tags: [String] }
            print(Wrap(name: "n", tags: ["a"]))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            S(a: Optional(1), b: [Optional(1), nil], c: Optional("x"), d: ["k": Optional(2.0)], e: nil, f: Optional([3]))
            S(a: Optional(1), b: [Optional(1), nil], c: Optional("x"), d: ["k": Optional(2.0)], e: nil, f: Optional([3]))
            Wrap(name: "n", tags: ["a"])

            """)
    }
}
