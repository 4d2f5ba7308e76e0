import Testing
import ViewlabLanguage

/// A string interpolation of an Optional that holds a value shows `Optional(…)`, as `print` does
/// (`Interpreter.showsAsOptional`), and `\(value, default: "…")` (SE-0477) shows the value or the
/// text. The expected output is swiftc 6.3's.
struct InterpolatedOptionalTests {
    @Test func anInterpolatedOptionalShowsAsOptional() {
        let r = run("""
            struct User {
                var name: String?
                var age: Int
                func nickname() -> String? { name.map { $0.lowercased() } }
            }
            let ada = User(name: "Ada", age: 36)
            let nobody = User(name: nil, age: 0)
            let counts = ["a": 1]
            let scores = [3, 9, 4]
            var note: String? = "hi"
            print("name: \\(ada.name)")
            print("missing: \\(nobody.name)")
            print("nick: \\(ada.nickname())")
            print("count: \\(counts["a"]) and \\(counts["z"])")
            print("best: \\(scores.max()) first: \\(scores.first)")
            print("note: \\(note)")
            print("age: \\(ada.age), unwrapped: \\(ada.name!), defaulted: \\(nobody.name ?? "none")")
            if let note { print("bound: \\(note)") }
            let line = "total \\(counts["a", default: 0]) of \\(scores.count)"
            print(line)
            note = nil
            print("cleared: \\(note)")
            var age: Int? = 48
            print("age \\(age, default: "unknown")")
            age = nil
            print("age \\(age, default: "unknown")")
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            name: Optional("Ada")
            missing: nil
            nick: Optional("ada")
            count: Optional(1) and nil
            best: Optional(9) first: Optional(3)
            note: Optional("hi")
            age: 36, unwrapped: Ada, defaulted: none
            bound: hi
            total 1 of 3
            cleared: nil
            age 48
            age unknown

            """)
    }

    /// An implicitly unwrapped Optional (`Int!`) is unwrapped where its value is used (`x + 1`,
    /// `name.count`), not by `print` or an interpolation, which show `Optional(…)`.
    @Test func anImplicitlyUnwrappedOptionalPrintsAsOptional() {
        let r = run("""
            let x: Int! = 5
            print(x)
            print("value \\(x)")
            print(x + 1)
            class Box { var name: String! = "box" }
            let b = Box()
            print(b.name)
            print("name \\(b.name)")
            print(b.name.count)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(5)
            value Optional(5)
            6
            Optional("box")
            name Optional("box")
            3

            """)
    }
}
