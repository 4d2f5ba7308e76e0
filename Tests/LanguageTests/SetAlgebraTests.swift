import Testing
import ViewlabLanguage

/// A Set's algebra and `Set(sequence)` find members by hashing numbers, strings and Booleans, and
/// compare other values with `==` (a type's own): the results are Swift's whatever the members.
/// The expected output is swiftc 6.3's.
struct SetAlgebraTests {
    @Test func setAlgebraGivesSwiftsResults() {
        let r = run("""
            struct Tag: Hashable {
                let name: String
                static func == (l: Tag, r: Tag) -> Bool { l.name.lowercased() == r.name.lowercased() }
                func hash(into h: inout Hasher) { h.combine(name.lowercased()) }
            }
            let evens = Set(stride(from: 0, to: 12, by: 2))
            let small = Set(0..<6)
            print(evens.union(small).sorted(), evens.intersection(small).sorted(), evens.subtracting(small).sorted())
            print(evens.symmetricDifference(small).sorted(), small.isSubset(of: evens), Set([2, 4]).isSubset(of: evens))
            print(evens.isSuperset(of: [0, 2]), evens.isDisjoint(with: [1, 3]), evens.isDisjoint(with: [1, 2]))
            var words: Set<String> = ["tea", "milk"]
            words.formUnion(["milk", "oat", "tea"])
            words.subtract(["tea"])
            print(words.sorted(), Set(["b", "a", "b", "c", "a"]).count)
            let mixed: Set<Double> = [1, 2.5]
            print(mixed.union([1.0, 2, 2.5]).sorted(), mixed.contains(1))
            var tags: Set<Tag> = [Tag(name: "Swift")]
            tags.formUnion([Tag(name: "swift"), Tag(name: "UI")])
            print(tags.count, tags.intersection([Tag(name: "ui")]).count, tags.isSuperset(of: [Tag(name: "SWIFT")]))
            var seen = Set<Int>()
            let firsts = [3, 1, 3, 2, 1].filter { seen.insert($0).inserted }
            print(firsts, Set(firsts + [9]).subtracting(seen).sorted())
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [0, 1, 2, 3, 4, 5, 6, 8, 10] [0, 2, 4] [6, 8, 10]
            [1, 3, 5, 6, 8, 10] false true
            true true false
            ["milk", "oat"] 3
            [1.0, 2.0, 2.5] true
            2 1 true
            [3, 1, 2] [9]

            """)
    }

    /// `insert`, `remove`, `contains` and `firstIndex(of:)` find a member as Swift's `==` does, whether
    /// the value is an Int or a string (compared directly: `Interpreter.firstIndex(of:in:at:)`), a
    /// Double given an Int literal, a string equal only canonically, or a type with its own `==`
    /// (through `equal`); a present member stays, and is the one `insert` answers.
    @Test func membersAreFoundByEquality() {
        let r = run("""
            struct Tag: Hashable {
                let name: String
                static func == (l: Tag, r: Tag) -> Bool { l.name.lowercased() == r.name.lowercased() }
                func hash(into h: inout Hasher) { h.combine(name.lowercased()) }
            }
            var tags: Set<Tag> = [Tag(name: "Swift")]
            let added = tags.insert(Tag(name: "SWIFT"))
            print(added.inserted, added.memberAfterInsert.name, tags.remove(Tag(name: "swift"))?.name ?? "none", tags.count)
            var ids = Set<Int>()
            for i in 0..<300 { ids.insert(i * 7 % 307) }
            print(ids.count, ids.contains(294), ids.contains(300), ids.insert(14).inserted, ids.remove(14) ?? -1, ids.contains(14))
            let words = ["caf\\u{E9}", "tea"]
            print(words.contains("cafe\\u{301}"), words.firstIndex(of: "tea") ?? -1, words.firstIndex(of: "milk") ?? -1)
            let weights: [Double] = [1, 2.5, 4]
            print(weights.contains(4), weights.firstIndex(of: 2.5) ?? -1, [Tag(name: "a"), Tag(name: "B")].firstIndex(of: Tag(name: "b")) ?? -1)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            false Swift Swift 0
            300 true false false 14 false
            true 1 -1
            true 1 1

            """)
    }
}
