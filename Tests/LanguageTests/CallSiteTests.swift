import Testing
@testable import ViewlabLanguage

/// What a call site keeps from one run for the next (issue 26: `ConstructionSite`, `TypeSite`) gives
/// what the general path gives, and is worked out again once a declaration may change the answer.
@Suite struct CallSiteTests {
    /// Runs the inputs one after another in one session, as the REPL does, and returns what they printed.
    private func session(_ inputs: [String]) throws -> String {
        var printed = ""
        let session = Session(output: { printed += $0 })
        for (n, input) in inputs.enumerated() { try session.run(input, fileName: "input\(n).swift") }
        return printed
    }

    /// The REPL looks a name up when its code runs, so a later input's initializer applies to an
    /// earlier input's function: the kept answer gives way to it.
    @Test func aConstructionSeesAnExtensionDeclaredAfterItsFirstRun() throws {
        let printed = try session([
            "func show(_ n: Int) -> String { String(n) }\nprint(show(7))",
            "extension String { init(_ n: Int) { self = \"n = \\(n)\" } }\nprint(show(7))",
        ])
        #expect(printed == "7\nn = 7\n")
    }

    @Test func aConstructionSeesATypeDeclaredAgain() throws {
        let printed = try session([
            "struct Reading { var value: Int }\nfunc make(_ n: Int) -> Reading { Reading(value: n) }\nprint(make(1).value, make(2).value)",
            "struct Reading { var value: Int; init(value: Int) { self.value = value * 10 } }\nprint(make(3).value)",
        ])
        #expect(printed == "1 2\n30\n")
    }

    @Test func aConstructionSeesALocalFunctionOrVariableOfTheTypesName() {
        let r = run("""
            func convert(_ values: [Int], twice: Bool) -> [String] {
                var out: [String] = []
                for v in values {
                    if twice {
                        func String(_ x: Int) -> Swift.String { "\\(x)\\(x)" }
                        out.append(String(v))
                    } else {
                        out.append(String(v))
                    }
                }
                return out
            }
            print(convert([1, 2], twice: false), convert([3], twice: true), convert([4], twice: false))
            let Int = { (x: Double) in x * 3 }
            print(Int(2))
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"1\", \"2\"] [\"33\"] [\"4\"]\n6.0\n")
    }

    @Test func aMethodSiteCallsEachValuesOwnMethod() {
        let r = run("""
            protocol Shape { func area() -> Double }
            struct Square: Shape { var side: Double; func area() -> Double { side * side } }
            struct Circle: Shape { var radius: Double; func area() -> Double { 3 * radius * radius } }
            class Animal { func speak() -> String { "…" } }
            class Dog: Animal { override func speak() -> String { "woof" } }
            class Cat: Animal { override func speak() -> String { "meow" } }
            let shapes: [Shape] = [Square(side: 2), Circle(radius: 1), Square(side: 3)]
            var total = 0.0
            for shape in shapes { total += shape.area() }
            var said: [String] = []
            for animal in [Dog(), Cat(), Animal(), Dog()] as [Animal] { said.append(animal.speak()) }
            print(total, said)
            """)
        #expect(r.error == nil)
        #expect(r.output == "16.0 [\"woof\", \"meow\", \"…\", \"woof\"]\n")
    }

    @Test func anInPlaceAppendConformsToEachTypesOwnDeclaration() {
        let r = run("""
            protocol Recorder: AnyObject { func record(_ x: Int) }
            class Whole: Recorder { var history: [Int] = []; func record(_ x: Int) { history.append(x) } }
            class Measured: Recorder { var history: [Double] = []; func record(_ x: Int) { history.append(x) } }
            let whole = Whole(), measured = Measured()
            let recorders: [Recorder] = [whole, measured, whole, measured]
            for (k, r) in recorders.enumerated() { r.record(k) }
            print(whole.history, measured.history)
            """)
        #expect(r.error == nil)
        #expect(r.output == "[0, 2] [1.0, 3.0]\n")
    }

    /// A field write keeps where one class's objects hold the field (`ObjectField`): objects of
    /// another class, a property with observers or a computed one, and a class declared again in a
    /// later input each get their own write.
    @Test func aFieldWriteSiteWritesEachClassesOwnField() throws {
        let printed = try session([
            """
            protocol Counter: AnyObject { var count: Int { get set } }
            class Named: Counter { var name = "n"; var count = 0 }
            class Watched: Counter {
                var count = 0 { didSet { print("count", oldValue, "->", count) } }
            }
            class Halved: Counter {
                var stored = 0
                var count: Int { get { stored * 2 } set { stored = newValue / 2 } }
            }
            let counters: [Counter] = [Named(), Watched(), Halved(), Named(), Watched()]
            for c in counters { c.count += 4 }
            for c in counters { c.count += 2 }
            print(counters.map(\\.count))
            class Spot { var x = 0; var y = 0 }
            func lift(_ s: Spot) { s.y += 1 }
            let first = Spot()
            lift(first)
            print(first.y)
            """,
            "class Spot { var y = 10; var z = 0 }\nlet second = Spot()\nlift(second)\nlift(first)\nprint(second.y, first.y)",
        ])
        #expect(printed == """
            count 0 -> 4
            count 0 -> 4
            count 4 -> 6
            count 4 -> 6
            [6, 6, 6, 6, 6]
            1
            11 2

            """)
    }

    /// `for (a, b) in …` binds its names as the pattern matcher does: labels ignored, `_` skipped,
    /// a nested pattern left to the matcher.
    @Test func aLoopsTuplePatternBindsEachName() {
        let r = run("""
            var seen: [String] = []
            for (i, word) in ["a", "b"].enumerated() { seen.append("\\(i)\\(word)") }
            for (_, word) in ["c"].enumerated() { seen.append(word) }
            for (key, value) in ["k": 1] { seen.append("\\(key)=\\(value)") }
            for (first: x, second: y) in [(first: 1, second: 2)] { seen.append("\\(x + y)") }
            for (n, (p, q)) in [(1, (2, 3))] { seen.append("\\(n + p + q)") }
            var closures: [() -> Int] = []
            for (i, v) in [10, 20].enumerated() { closures.append { i + v } }
            print(seen, closures.map { $0() })
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"0a\", \"1b\", \"c\", \"k=1\", \"3\", \"6\"] [10, 21]\n")
    }

    /// `Double(n)` kept as a conversion converts what the general path converts, and still does
    /// once a later input extends `Double` (which makes the site ask the general path again).
    @Test func aKeptNumberConversionConvertsAsTheInitializerDoes() throws {
        let printed = try session([
            """
            func half(_ n: Int) -> Double { Double(n) / 2 }
            func widen(_ x: Double) -> CGFloat { CGFloat(x) }
            func parse(_ s: String) -> Double? { Double(s) }
            var halves: [Double] = []
            for n in 1...3 { halves.append(half(n)) }
            print(halves, widen(1.5), widen(2), parse("2.5") ?? -1, parse("x") ?? -1.0)
            """,
            "extension Double { init(tenths n: Int) { self = Double(n) / 10 } }\nprint(half(4), Double(tenths: 5), parse(\"7\") ?? -1)",
        ])
        #expect(printed == "[0.5, 1.0, 1.5] 1.5 2.0 2.5 -1.0\n2.0 0.5 7.0\n")
    }

    /// `Circle()` made with no arguments is kept whole by its site, and `.path(in:)` on it goes to
    /// the shape's own path at once, until a later input declares a `Circle` of the learner's.
    @Test func aKeptShapeGivesWayToALaterDeclaration() throws {
        let printed = try session([
            "import SwiftUI\nfunc outline() -> Path { Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }\nprint(outline().boundingRect.width, outline().boundingRect.width)",
            "struct Circle: Shape { func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: 1, height: 1)) } }\nprint(outline().boundingRect.width)",
        ])
        #expect(printed == "10.0 10.0\n1.0\n")
    }

    /// A shape's `path(in: CGRect(x:y:width:height:))` at a site that kept it makes the path in the
    /// written rectangle without making the CGRect: the same path as the site's first, general run
    /// (the first two lines), inset as the shape says.
    @Test func aPathInAWrittenRectangleIsTheGeneralPaths() throws {
        let printed = try session([
            """
            import SwiftUI
            func box(_ x: Double) -> Path { Rectangle().inset(by: 1).path(in: CGRect(x: x, y: 1, width: 10, height: 6)) }
            func ring(_ x: Double) -> Path { Circle().path(in: CGRect(x: x, y: 0, width: 10, height: 6)) }
            for x in [0.0, 0.0, 3.0] { print(box(x).boundingRect, ring(x).boundingRect.minX, ring(x).boundingRect.width) }
            """,
        ])
        #expect(printed == "(1.0, 2.0, 8.0, 4.0) 2.0 6.0\n(1.0, 2.0, 8.0, 4.0) 2.0 6.0\n(4.0, 2.0, 8.0, 4.0) 5.0 6.0\n")
    }

    /// A method of a SwiftUI value that no learner declaration offered goes to the library at once
    /// after its first run, until an extension of the value's type offers the name.
    @Test func aLibraryMethodSiteSeesALaterExtension() throws {
        let printed = try session([
            "import SwiftUI\nlet f = Font.body\nfunc styled() -> Font { f.bold() }\nfunc heavy() -> Font { f.weight(.heavy) }\nprint(styled(), heavy())",
            "extension Font { func bold() -> Font { .title } }\nprint(styled(), heavy())",
        ])
        #expect(printed == ".body.weight(.bold) .body.weight(.heavy)\n.title .body.weight(.heavy)\n")
    }
}
