import Testing
import ViewlabLanguage

/// A dictionary's removals and `updateValue` change it where it is kept and move the positions of
/// the entries after the one removed, with no key hashed again: a big dictionary's lookups stay
/// right after many removals. What they return prints as the Optional it is. The expected output
/// is swiftc 6.3's (keys sorted: Swift's own order is the hash's).
struct DictionaryRemovalTests {
    @Test func removalsKeepEveryOtherEntryFindable() {
        let r = run("""
            var ages: [String: Int] = [:]
            for i in 0..<20 { ages["p\\(i)"] = i }
            print(ages.removeValue(forKey: "p3") as Any, ages.removeValue(forKey: "zz") as Any)
            ages["p0"] = nil
            print(ages.updateValue(50, forKey: "p5") as Any, ages.updateValue(7, forKey: "new") as Any)
            print(ages.count, ages["p4"]!, ages["p5"]!, ages["p19"]!, ages["p3"] as Any, ages["new"]!)
            for i in stride(from: 1, to: 20, by: 2) { ages.removeValue(forKey: "p\\(i)") }
            print(ages.count, ages.keys.sorted(), ages["p18"]!, ages["p7"] as Any)
            var counts = [Int: Int]()
            for i in 0..<3_000 { counts[i] = i * 2 }
            for i in 0..<2_990 { counts.removeValue(forKey: i) }
            print(counts.count, counts[2_995]!, counts.keys.sorted())
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(3) nil
            Optional(5) nil
            19 4 50 19 nil 7
            10 ["new", "p10", "p12", "p14", "p16", "p18", "p2", "p4", "p6", "p8"] 18 nil
            10 5990 [2990, 2991, 2992, 2993, 2994, 2995, 2996, 2997, 2998, 2999]

            """)
    }
}
