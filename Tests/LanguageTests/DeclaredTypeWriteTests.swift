import Testing
import ViewlabLanguage

/// A value written to a variable or property whose type was declared takes that type, as Swift's
/// type checker gives the written expression it: the expected outputs are swiftc 6.3's.
struct DeclaredTypeWriteTests {
    @Test func integerLiteralsWrittenToDoublesAreDoubles() {
        let r = run("""
            var xs: [Double] = []
            xs.append(1)
            xs.insert(2, at: 0)
            xs += [3, 4]
            var d: [String: Double] = [:]
            d["a"] = 1
            d["b", default: 0] += 1
            let tip: Double? = nil
            var o: Double? = nil
            o = 3
            var a: [Double] = []
            a = [1, 3]
            print(xs, d["a"]! / 4, d["b"]! / 4, (tip ?? 1) / 4, o! / 2, a, a[1] / 2)
            """)
        #expect(r.error == nil)
        #expect(r.output == "[2.0, 1.0, 3.0, 4.0] 0.25 0.25 0.25 1.5 [1.0, 3.0] 1.5\n")
    }

    /// `parse(s) ?? -1`: the default takes the wrapped type of the function's declared return type.
    /// An `append` with nothing to append, on a variable of a declared type, is a diagnostic (until
    /// session 27 the declared element type reached for the missing argument and trapped).
    @Test func anAppendWithNoArgumentIsADiagnostic() {
        let r = run("""
            var xs: [Double] = [1]
            xs.append()
            """)
        #expect(r.error?.message == "'append' is missing an argument")
        #expect(r.error?.position.line == 2)
    }

    @Test func aDefaultAfterAFunctionsNilTakesItsReturnType() {
        let r = run("""
            func parse(_ s: String) -> Double? { Double(s) }
            func find(_ k: Int) -> Int? { k > 0 ? k : nil }
            print(parse("x") ?? -1, parse("2") ?? -1, find(0) ?? 5, (parse("") ?? 3) / 2)
            """)
        #expect(r.error == nil)
        #expect(r.output == "-1.0 2.0 5 1.5\n")
    }

    @Test func storedPropertiesAndImplicitMembersTakeTheirDeclaredTypes() {
        let r = run("""
            struct G { var grid: [Double]; var w: Double?; init() { grid = Array(repeating: 0, count: 2); w = 4 } }
            var g = G(); print(g.grid, g.w! / 8)
            g.grid.append(5); print(g.grid)
            struct P { var name: String }
            var ps: [P] = []
            ps = [.init(name: "A")]
            var q: P? = nil
            q = .init(name: "B")
            print(ps[0].name, q!.name)
            var ints: [Int] = []
            for i in 0..<3 { ints.append(i) }
            print(ints)
            """)
        #expect(r.error == nil)
        #expect(r.output == "[0.0, 0.0] 0.5\n[0.0, 0.0, 5.0]\nA B\n[0, 1, 2]\n")
    }
}

/// `print` of a declared Optional that holds a value shows `Optional(…)`; the expected output is swiftc 6.3's.
struct PrintedOptionalTests {
    @Test func declaredOptionalsPrintAsOptionals() {
        let r = run("""
            var name: String? = "Ada"
            print(name)
            let n: Int? = 5
            print(n, n!, n ?? 0)
            name = nil
            print(name)
            struct P { var nick: String? = "x" }
            let p = P()
            print(p.nick)
            func greet(_ who: String?, times: Int? = 2) { print(who, times) }
            greet("Bo")
            """)
        #expect(r.error == nil)
        #expect(r.output == "Optional(\"Ada\")\nOptional(5) 5 5\nnil\nOptional(\"x\")\nOptional(\"Bo\") Optional(2)\n")
    }

    @Test func callsAndAnyKeepTheirOptionals() {
        // A call's Optional comes from the function's or method's declared return type; `as Any`
        // keeps the Optional inside the Any; `??`'s default takes the wrapped type (1.0, not 1).
        let r = run("""
            func parse(_ s: String) -> Double? { Double(s) }
            print(parse("2") as Any, parse("x") as Any)
            let y: Double? = 2
            print(y as Any)
            print(parse("3"))
            struct Meter { func ratio() -> Double? { nil }; func label() -> String? { "ok" } }
            let meter = Meter()
            print(meter.ratio() ?? 1, meter.label())
            """)
        #expect(r.error == nil)
        #expect(r.output == "Optional(2.0) nil\nOptional(2.0)\nOptional(3.0)\n1.0 Optional(\"ok\")\n")
    }

    @Test func theStandardLibrarysOptionalReadsPrintAsOptionals() {
        // A dictionary's subscript, a collection's `first`, `last`, `min()` and `max()` are Optionals.
        let r = run("""
            var counts = ["a": 1]
            let xs = [1, 2, 3]
            let word = "hi"
            print(counts["a"], counts["z"], counts["a", default: 0])
            print(xs.first, xs.last, xs.min(), xs.max(), word.first)
            print(xs.first!, xs[0], counts.count)
            """)
        #expect(r.error == nil)
        #expect(r.output == "Optional(1) nil 1\nOptional(1) Optional(3) Optional(1) Optional(3) Optional(\"h\")\n1 1 1\n")
    }
}

/// `Double(7 / 2)` converts the Int expression whole, as the standard library's `init(_: Int)` does.
struct NumberConversionTests {
    @Test func anIntegerExpressionConvertedIsIntegerArithmetic() {
        let r = run("print(Double(7 / 2), Double(7) / 2, CGFloat(7 / 2))")
        #expect(r.error == nil)
        #expect(r.output == "3.0 3.5 3.0\n")
    }

    /// A property written with a value no contextual type changes (`p.x = other`, `p.x = -a * b`) is
    /// written without reading it first; an integer literal written to a Double property is a Double.
    @Test func aPropertyWriteTakesItsValueAsSwiftTypesIt() {
        let r = run("""
            struct Point { var x = 0.0; var y = 0.0 }
            class Particle { var position = Point(); var life = 1.0; var hits = 0 }
            let p = Particle()
            let a = 1.5, b = 2.0
            p.life = a
            p.position.x = -a * b
            p.position.y = (a + b)
            p.hits = 3
            print(p.life, p.position.x, p.position.y, p.hits)
            p.life = 2
            p.position.x = 4
            print(p.life, p.position.x)
            p.life = true ? a : 0
            print(p.life)
            """)
        #expect(r.error == nil)
        #expect(r.output == "1.5 -3.0 3.5 3\n2.0 4.0\n1.5\n")
    }
}

