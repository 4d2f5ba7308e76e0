import Testing
import ViewlabLanguage

/// A variable or stored property declared with a `typealias` of a collection takes the element or
/// value type the alias names, as one declared with the collection's type does: `typealias Tally =
/// [String: Double]` makes `t["a", default: 0] += 1` a Double. The expected output is swiftc 6.3's.
struct TypeAliasWriteTests {
    @Test func writesTakeTheTypeTheAliasNames() {
        let r = run("""
            typealias Tally = [String: Double]
            var t: Tally = ["z": 3]
            t["a"] = 1
            t["b", default: 0] += 2
            print(t.sorted { $0.key < $1.key })
            typealias Scores = [Double]
            var s: Scores = [1]
            s.append(2)
            s[0] += 1
            print(s)
            typealias Board = [String: Scores]
            struct Game { var scores: Scores = []; var board: Board = [:] }
            var g = Game()
            g.scores.append(1)
            g.board["ann", default: []].append(3)
            print(g.scores, g.board)
            typealias A = B
            typealias B = [Double]
            var ab: A = [1]
            print(ab)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [(key: "a", value: 1.0), (key: "b", value: 2.0), (key: "z", value: 3.0)]
            [2.0, 2.0]
            [1.0] ["ann": [3.0]]
            [1.0]

            """)
    }

    @Test func anExtensionOfAnAliasExtendsTheTypeItNames() {
        let r = run("""
            typealias Money = Double
            extension Money { var cents: Int { Int(self * 100) } }
            let price: Money = 2.5
            print(price, price.cents, 3.25.cents)
            """)
        #expect(r.error == nil)
        #expect(r.output == "2.5 250 325\n")
    }
}
