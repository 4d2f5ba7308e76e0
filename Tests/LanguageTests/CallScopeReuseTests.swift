import Testing
import ViewlabLanguage

/// A call's scope is kept by its function for the next call when nothing holds it (`Scope.forCall`,
/// `Scope.finishedCall`): what each call sees must be as if every call made its own. The expected
/// output is swiftc 6.3's.
struct CallScopeReuseTests {
    @Test func aCallSeesOnlyItsOwnVariables() {
        let r = run("""
            class Token {
                let id: Int
                init(_ id: Int) { self.id = id }
                deinit { print("token \\(id) gone") }
            }
            func hold(_ n: Int) -> Int {
                let t = Token(n)
                var doubled = t.id * 2
                doubled += 1
                return doubled
            }
            for k in 1...3 { let v = hold(k); print("got", v) }

            func counter(from start: Int) -> () -> Int {
                var count = start
                return { count += 1; return count }
            }
            let a = counter(from: 0)
            let b = counter(from: 10)
            print(a(), a(), b(), a(), b())

            func bump(_ x: inout Int, by step: Int) { x += step }
            var total = 0
            for s in 1...4 { bump(&total, by: s) }
            print("total", total)

            func outer(_ n: Int) -> Int {
                func inner(_ m: Int) -> Int { m * n }
                return inner(n) + 1
            }
            print(outer(2), outer(3))

            class Runner {
                let name: String
                init(_ name: String) { self.name = name }
                func run(_ times: Int) -> String { var s = ""; for _ in 0..<times { s += name }; return s }
                deinit { print("runner \\(name) gone") }
            }
            let twice = Runner("ab").run(2)
            print(twice)
            print("after runner")
            let squares = [1, 2, 3].map { x -> Int in let y = x * x; return y }
            print(squares)
            func depth(_ n: Int) -> Int { let here = n; return n == 0 ? here : depth(n - 1) + here }
            print(depth(4), depth(3))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            token 1 gone
            got 3
            token 2 gone
            got 5
            token 3 gone
            got 7
            1 2 11 3 12
            total 10
            5 10
            runner ab gone
            abab
            after runner
            [1, 4, 9]
            10 6

            """)
    }
}
