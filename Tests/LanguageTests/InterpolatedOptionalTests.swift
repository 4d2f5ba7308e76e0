import Testing
import ViewlabLanguage

/// A string interpolation of an Optional that holds a value shows `Optional(…)`, as `print` does
/// (`OptionalSite.shownText`), and `\(value, default: "…")` (SE-0477) shows the value or the
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

    /// An Optional Swift infers where nothing is declared Optional: `as?`, `try?`, an optional chain,
    /// a number made from a string, a variable initialized with one (which keeps the Optional type
    /// when written again), and an Optional's `map`, which runs on the wrapped value whole.
    @Test func anInferredOptionalPrintsAsOptional() {
        let r = run("""
            let text = "12"
            let any: Any = 5
            func parse(_ s: String) throws -> Int { 3 }
            print(any as? Int, try? parse("a"))
            print(Int(text), Int(text, radix: 16), Int(3.7), Double(text), Bool("true"))
            struct Person { var name: String?; var tags: [String] }
            let ada: Person? = Person(name: "Ada", tags: ["math"])
            print(ada?.name, ada?.tags.first, ada?.tags.count)
            let count = ada?.tags.count
            let parsed = Int(text)
            var later = Int("x")
            print(count, "\\(parsed)", later)
            later = 7
            print(later)
            if let k = Int(text) { print(k) }
            print((Int(text) ?? 0) + 1, Int(text)!)
            let firstTag = ada?.tags.first
            print(firstTag.map { $0.uppercased() })
            let scores = ["a": [3, 5]]
            let aScores = scores["a"]
            print(aScores.map { $0.count }, aScores!.map { $0 * 2 }, Optional([4, 5]).map { $0.count } as Any)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(5) Optional(3)
            Optional(12) Optional(18) 3 Optional(12.0) Optional(true)
            Optional("Ada") Optional("math") Optional(1)
            Optional(1) Optional(12) nil
            Optional(7)
            12
            13 12
            Optional("MATH")
            Optional(2) [6, 10] Optional(2)

            """)
    }

    /// A learner's `init?` that returns nil makes nil (it made a half-initialized value), and what it
    /// makes prints as an Optional; so does the result of a closure declared to return one.
    @Test func aFailableInitializerAndAClosureGiveOptionals() {
        let r = run("""
            struct Temperature {
                var celsius: Double
                init?(celsius: Double) { if celsius < -273.15 { return nil }; self.celsius = celsius }
                init(kelvin: Double) { celsius = kelvin - 273.15 }
            }
            print(Temperature(celsius: 20)?.celsius as Any, Temperature(celsius: -300) as Any)
            let warm = Temperature(celsius: 30)
            print(warm.map { $0.celsius }, Temperature(kelvin: 300).celsius == 300 - 273.15)
            if let cold = Temperature(celsius: -500) { print("made", cold.celsius) } else { print("none below absolute zero") }
            let parse: (String) -> Int? = { Int($0) }
            print(parse("4"), parse("x"))
            let double: (Int) -> Int = { $0 * 2 }
            print(double(4))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(20.0) nil
            Optional(30.0) true
            none below absolute zero
            Optional(4) nil
            8

            """)
    }

    /// Whether a site reads an Optional is worked out at its first run and kept (`OptionalSite`):
    /// a declaration, an interpolation and a `print` argument in a function called three times and
    /// in a loop show what swiftc shows at every run, a nil as nil.
    @Test func aSiteAnswersAlikeAtEveryRun() {
        let r = run("""
            struct Reading {
                var value: Int
                init?(_ text: String) { guard let v = Int(text) else { return nil }; value = v }
            }
            func show(_ text: String) {
                let reading = Reading(text)
                let number = Int(text)
                print("\\(number)", reading?.value as Any, number ?? -1)
            }
            for text in ["7", "x", "12"] { show(text) }
            var seen: [String: Int] = [:]
            for word in ["a", "b", "a"] {
                let before = seen[word]
                seen[word, default: 0] += 1
                print(word, before as Any, "\\(seen[word])")
            }
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(7) Optional(7) 7
            nil nil -1
            Optional(12) Optional(12) 12
            a nil Optional(1)
            b nil Optional(1)
            a Optional(1) Optional(2)

            """)
    }

    /// A ternary one of whose branches is `nil` or an Optional is an Optional, as Swift types it.
    @Test func aTernaryWithAnOptionalBranchIsOptional() {
        let r = run("""
            var stock: Int? = 3
            let counts = ["a": 2]
            for i in 0..<3 {
                let shown = i == 1 ? nil : stock
                let picked = i == 0 ? counts["a"] : counts["z"]
                let plain = i == 2 ? 10 : 20
                print(shown as Any, picked as Any, plain, "\\(i > 0 ? stock : nil)", i == 0 ? "zero" : "more")
            }
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(3) Optional(2) 20 nil zero
            nil nil 20 Optional(3) more
            Optional(3) nil 10 Optional(3) more

            """)
    }

    /// A computed property declared Optional reads one (`var top: Element? { items.last }`), also
    /// of a generic type and as `??`'s left side (whose default takes the wrapped type: `1.0`); a
    /// local constant of the same name is not the property.
    @Test func aComputedPropertyDeclaredOptionalIsOptional() {
        let r = run("""
            struct S { var items = [1]; var top: Int? { items.last }; var ratio: Double? { nil } }
            struct G<T> { var items: [T]; var top: T? { items.last }; var none: T? { nil } }
            let s = S(), g = G(items: [2]), e = G<Int>(items: [])
            print(s.top as Any, g.top as Any, "\\(s.top)", [g.top])
            print(s.top ?? 0, s.ratio ?? 1, g.top ?? 0, e.none ?? 7, type(of: s.top), type(of: s.ratio))
            class Model {
                var items: [String] = []
                var title: String? { items.first }
                func show() { let title = "local"; print(title, self.title as Any, "\\(title)") }
            }
            let m = Model()
            m.show()
            m.items = ["x"]
            print(m.title as Any, "\\(m.title)", [m.title])
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Optional(1) Optional(2) Optional(1) [Optional(2)]
            1 1.0 2 7 Optional<Int> Optional<Double>
            local nil local
            Optional("x") Optional("x") [Optional("x")]

            """)
    }
}
