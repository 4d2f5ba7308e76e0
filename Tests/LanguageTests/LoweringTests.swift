import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Lowered code is made once per syntax node and kept (Lowering/LoweredCode.swift).
struct LoweringTests {
    /// Each REPL input is a new syntax tree. Lowered code is found by node identifiers, which name a
    /// tree by its memory, so a freed tree's memory reused by the next input would run the old code.
    @Test func everyInputRunsItsOwnCode() throws {
        var printed = ""
        let session = Session(output: { printed += $0 })
        for n in 0..<300 { try session.run("print(\(n) * 2)", fileName: "input\(n).swift") }
        #expect(printed == (0..<300).map { "\($0 * 2)\n" }.joined())
    }

    /// A function's body is lowered once and runs with each call's own arguments and scope.
    @Test func aLoweredBodyRunsWithEachCallsArguments() {
        let result = run("""
            func describe(_ n: Int, _ label: String = "n") -> String {
                if n < 0 { return "\\(label) is negative" }
                let kind = n % 2 == 0 ? "even" : "odd"
                return "\\(label) = \\(n), \\(kind)"
            }
            for i in -1...2 { print(describe(i)) }
            print(describe(7, "seven"))
            let closures = (0..<3).map { i in { i * 10 } }
            print(closures.map { $0() })
            """)
        #expect(result.error == nil)
        #expect(result.output == "n is negative\nn = 0, even\nn = 1, odd\nn = 2, even\nseven = 7, odd\n[0, 10, 20]\n")
    }

    /// An optional chain ends at its outermost link; a call with no `?` link is no chain.
    @Test func optionalChainsEndWhereTheyStart() {
        let result = run("""
            struct Box { var inner: Box2? }
            struct Box2 { var value: Int; func doubled() -> Int { value * 2 } }
            let empty = Box(inner: nil)
            let full = Box(inner: Box2(value: 21))
            print(empty.inner?.doubled() == nil, full.inner?.doubled() ?? 0)
            """)
        #expect(result.error == nil)
        #expect(result.output == "true 42\n")
    }
}
