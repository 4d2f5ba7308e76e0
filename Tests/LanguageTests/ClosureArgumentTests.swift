import Testing
import ViewlabLanguage

/// The closures `map`, `filter`, `sorted(by:)` and `reduce` call get their arguments as Swift binds
/// them (`Interpreter.call(_:values:at:)`, which makes no argument list): a tuple split among
/// `$0` and `$1` or among named parameters, a typed parameter's type, an element read by
/// position. The expected output is swiftc 6.3's.
struct ClosureArgumentTests {
    @Test func elementsAreBoundAsSwiftBindsThem() {
        let r = run("""
            let a = [1, 2, 3], b = [10, 20, 30]
            print(zip(a, b).map { $0 + $1 }, zip(a, b).map { x, y in x * y }, ["k": 1].map { k, v in "\\(k)\\(v)" })
            print([1.0, 2].map { (x: Double) in x / 2 }, a.filter { $0 > 1 }, a.sorted { $0 > $1 }, a.reduce(0) { $0 + $1 * 2 })
            let pairs = [(1, "one"), (2, "two")]
            print(pairs.map { $0.1 }, pairs.map { n, s in "\\(s)=\\(n)" }, pairs.first { $0.0 == 2 }!.1)
            struct P { let x: Int }
            print([P(x: 2), P(x: 1)].sorted { $0.x < $1.x }.map(\\.x), [3, 4].enumerated().map { i, v in i * v }, a.contains { $0 == 2 })
            let nested = [[1], [2, 3]]
            print(nested.map { $0.map { $0 * 10 } }, nested.flatMap { $0 }.compactMap { $0 > 1 ? $0 : nil })
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [11, 22, 33] [10, 40, 90] ["k1"]
            [0.5, 1.0] [2, 3] [3, 2, 1] 12
            ["one", "two"] ["one=1", "two=2"] two
            [1, 2] [0, 4] true
            [[10], [20, 30]] [2, 3]

            """)
    }
}
