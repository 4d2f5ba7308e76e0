import Testing
import ViewlabLanguage

/// `counts[key, default: 0] += 1` on a variable holding a dictionary changes the entry where the
/// variable holds it (`modifyEntry(ofVariable:)`): the right-hand side is evaluated with the
/// dictionary whole, a declared value type conforms the result, and a missing entry takes the
/// default. The expected output is swiftc 6.3's (values read one by one: Swift's own order is the
/// hash's).
struct DictionaryEntryTests {
    @Test func anEntryChangedInPlaceIsAsSwiftChangesIt() {
        let r = run("""
            var counts: [String: Int] = [:]
            for word in ["a", "b", "a", "c", "a"] { counts[word, default: 0] += 1 }
            print(counts["a"]!, counts["b"]!, counts["c"]!, counts.count)
            var totals: [String: Double] = [:]
            totals["x", default: 0] += 2
            totals["x", default: 0] *= 3
            print(totals["x"]!)
            var sizes = ["a": 1]
            sizes["a", default: 0] += sizes.count + 10
            print(sizes["a"]!)
            var words: [String: [String]] = [:]
            words["x", default: []] += ["y"]
            words["x", default: []] += ["z"]
            print(words["x"]!)
            var text = ["k": "a"]
            text["k"]! += "b"
            text["n", default: ""] += "c"
            print(text["k"]!, text["n"]!)
            var many: [Int: Int] = [:]
            for i in 0..<1_000 { many[i % 37, default: 0] += i }
            print(many.count, many[0]!, many[36]!)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            3 1 1 3
            6.0
            12
            ["y", "z"]
            ab c
            37 13986 13959

            """)
    }

    /// A variable keeps its declared type's shape (`DeclaredShapes.shape(ofVariable:)`): through a
    /// type alias, for an entry, an element and the whole variable, each written more than once.
    @Test func aVariableDeclaredThroughAnAliasConformsEveryWrite() {
        let r = run("""
            typealias Tally = [String: Double]
            var t: Tally = [:]
            for _ in 0..<3 { t["x", default: 0] += 1 }
            var scores: [Double] = [1, 2]
            scores[0] += 1
            var total: Double = 0
            total += 2
            print(t, scores, total)
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"x\": 3.0] [2.0, 2.0] 2.0\n")
    }
}
