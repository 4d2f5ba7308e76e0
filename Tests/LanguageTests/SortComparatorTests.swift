import Testing
import ViewlabLanguage

/// `sorted(using:)` and `sort(using:)` with key-path comparators; the expected output is swiftc 6.3's.
struct SortComparatorTests {
    @Test func comparatorsSortByTheirKeyPathsInTurn() {
        let r = run("""
            struct P { let name: String; let age: Int }
            var people = [P(name: "Cy", age: 30), P(name: "Al", age: 25), P(name: "Bo", age: 30)]
            print(people.sorted(using: KeyPathComparator(\\.name)).map(\\.name))
            print(people.sorted(using: [KeyPathComparator(\\.age, order: .reverse), KeyPathComparator(\\.name)]).map(\\.name))
            people.sort(using: SortDescriptor(\\P.age))
            print(people.map(\\.name))
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"Al\", \"Bo\", \"Cy\"]\n[\"Bo\", \"Cy\", \"Al\"]\n[\"Al\", \"Cy\", \"Bo\"]\n")
    }
}
