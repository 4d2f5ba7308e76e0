import Testing
import ViewlabLanguage

/// A dictionary of more than a few number, string or Boolean keys finds a key through a hash index
/// (`DictionaryValue`); what a program sees must not change: entries, order, removal, equal numbers.
struct DictionaryIndexTests {
    @Test func manyKeysAddedRemovedAndReadInOrder() {
        #expect(run("""
            var d: [String: Int] = [:]
            for i in 0..<12 { d["k\\(i)"] = i }
            d["k3"] = nil
            d.removeValue(forKey: "k7")
            d["k5"] = 50
            d["k12"] = 12
            print(d.count, d["k3"] == nil, d["k5"]!, d["k11"]!, d["k12"]!, d["k7"] == nil)
            print(Array(d.keys))
            """).output == """
            11 true 50 11 12 true
            ["k0", "k1", "k2", "k4", "k5", "k6", "k8", "k9", "k10", "k11", "k12"]

            """)
    }

    @Test func keysThatAreNotNumbersStringsOrBooleansAreStillFound() {
        #expect(run("""
            enum Suit { case hearts, spades }
            var d: [Int: String] = [:]
            for i in 0..<10 { d[i] = "n\\(i)" }
            var bySuit: [Suit: Int] = [:]
            bySuit[.hearts, default: 0] += 2
            bySuit[.spades, default: 0] += 1
            bySuit[.hearts, default: 0] += 2
            print(d[9]!, bySuit[.hearts]!, bySuit[.spades]!)
            """).output == "n9 4 1\n")
    }

    @Test func countingIntoADictionaryTakesLinearTime() {
        // Copying the dictionary on each write, or comparing the key with every key, would take
        // minutes here; each write is constant time.
        let budget = Budget(Budget.Limits(steps: 100_000_000, depth: 1_000, memory: 1 << 30, seconds: 30))
        let result = run("""
            var counts: [Int: Int] = [:]
            for i in 0..<30_000 { counts[i % 5_000, default: 0] += 1 }
            print(counts.count, counts[4_999]!)
            """, budget: budget)
        #expect(result.error == nil)
        #expect(result.output == "5000 6\n")
    }
}
