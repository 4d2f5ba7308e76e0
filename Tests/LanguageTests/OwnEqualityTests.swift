import Testing
import ViewlabLanguage

/// A type's own `static func ==` is Swift's `==` for it, and so for `!=`, `contains`,
/// `firstIndex(of:)`, a `switch` case and the synthesized `==` of a type holding it. The expected
/// output is swiftc 6.3's.
struct OwnEqualityTests {
    @Test func aDeclaredEqualityIsCalledWhereSwiftCallsIt() {
        let r = run("""
            struct Item: Equatable { let id: Int; var name: String
                static func == (l: Item, r: Item) -> Bool { l.id == r.id } }
            let a = Item(id: 1, name: "x"), b = Item(id: 1, name: "y")
            print(a == b, a != b, [a].contains(b), [Item(id: 2, name: ""), b].firstIndex(of: a)!)
            struct Box: Equatable { var item: Item }
            print(Box(item: a) == Box(item: b))
            class C: Equatable { let id: Int; init(id: Int) { self.id = id }
                static func == (l: C, r: C) -> Bool { l.id == r.id } }
            print(C(id: 1) == C(id: 1))
            switch a { case b: print("matched b"); default: print("no") }
            enum E: Equatable { case one(Item) }
            print(E.one(a) == E.one(b))
            """)
        #expect(r.error == nil)
        #expect(r.output == "true false true 1\ntrue\ntrue\nmatched b\ntrue\n")
    }
}
