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
}
