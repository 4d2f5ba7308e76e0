import Testing
import ViewlabLanguage

/// A loop reuses its iteration's scope when nothing kept it (`Scope.iteration`); what the body can
/// see must be what a fresh scope an iteration gives.
struct IterationScopeTests {
    @Test func closuresMadeInTheBodyKeepTheirOwnIteration() {
        #expect(run("""
            var makers: [() -> Int] = []
            for i in 0..<3 { makers.append { i * 10 } }
            var n = 0
            while n < 3 { let m = n; makers.append { m + 100 }; n += 1 }
            print(makers.map { $0() })
            """).output == "[0, 10, 20, 100, 101, 102]\n")
    }

    @Test func aLocalFunctionIsTheIterationsOwn() {
        // Declaring a function adds an overload: a reused scope that kept the last iteration's would
        // call the first one every time.
        #expect(run("""
            for i in 1...3 {
                func scaled() -> Int { i * 2 }
                print(scaled())
            }
            """).output == "2\n4\n6\n")
    }

    @Test func variablesDeclaredInTheBodyStartAgain() {
        #expect(run("""
            var seen: [Int] = []
            for i in 0..<4 {
                var total = i
                total += 1
                guard i % 2 == 0 else { continue }
                let doubled = total * 2
                seen.append(doubled)
            }
            print(seen)
            """).output == "[2, 6]\n")
    }

    @Test func theLoopsNameDeclaredAgainInTheBodyStartsAgain() {
        // A counted loop writes each number into its variable where it is (`Variables.rebind`): a
        // body's own `i`, plain or typed, must not keep what the last iteration made of it.
        #expect(run("""
            for i in 0..<3 { var i = i * 2; i += 1; print(i, terminator: " ") }
            print()
            for i in 0..<3 { var i: Double = Double(i); i += 0.5; print(i, terminator: " ") }
            print()
            """).output == "1 3 5 \n0.5 1.5 2.5 \n")
    }

    @Test func aVariableHeldElsewhereIsNotReused() {
        // `inout` and a closure hold the iteration's variable past the iteration.
        #expect(run("""
            var keep: [() -> Int] = []
            for i in 0..<2 {
                var x = i
                func bump(_ v: inout Int) { v += 5 }
                bump(&x)
                keep.append { x }
            }
            print(keep.map { $0() })
            """).output == "[5, 6]\n")
    }

    /// A loop whose body (or `while`'s condition) declares a name its own declaration reads
    /// (`guard let first`, `while let next`, `let total = total + k`) reads the name outside, as
    /// Swift does, not the last iteration's variable: each iteration gets a new scope. Expected
    /// output: swiftc 6.3's (the `while let` ran forever before).
    @Test func aDeclarationThatReadsItsOwnNameReadsTheOneOutside() {
        let r = run("""
            class Walker {
                var first: Int? = 0
                var next: Int? = 3
                func run() {
                    for _ in 0..<3 {
                        guard let first else { return }
                        print("first", first)
                        self.first = first + 1
                    }
                    while let next {
                        print("next", next)
                        self.next = next > 1 ? next - 1 : nil
                    }
                }
            }
            Walker().run()
            var total = 1
            for k in 1...3 {
                let total = total + k
                print("inner", total)
            }
            var step = 0
            repeat {
                let step = step + 10
                print("step", step)
            } while step < 0
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            first 0
            first 1
            first 2
            next 3
            next 2
            next 1
            inner 2
            inner 3
            inner 4
            step 10

            """)
    }
}
