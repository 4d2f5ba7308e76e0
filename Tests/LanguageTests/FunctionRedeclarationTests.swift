import Testing
@testable import ViewlabLanguage

/// A function declared again with the same signature replaces the earlier one, as a REPL entry
/// redefines it; one of another signature is an overload beside it.
struct FunctionRedeclarationTests {
    private func entries(_ sources: [String]) -> String {
        var printed = ""
        let session = Session(output: { printed += $0 })
        for (k, source) in sources.enumerated() {
            do { try session.run(source, fileName: "entry\(k).swift") } catch { Issue.record("\(error)") }
        }
        return printed
    }

    @Test func aRedefinitionIsWhatLaterCallsMean() {
        #expect(entries([
            "func f() -> Int { 1 }\nprint(f())",
            "func f() -> Int { 2 }\nprint(f())",
            "func f(_ x: Int) -> Int { x }\nprint(f(), f(7))",
        ]) == "1\n2\n2 7\n")
    }

    /// The numeric tier's forms follow: a caller compiled against the first `step` calls the second.
    @Test func compiledCallersCallTheRedefinition() {
        #expect(entries([
            "func step(_ n: Int) -> Int { n + 1 }\nfunc walk(_ n: Int) -> Int { step(step(n)) }\nprint(walk(1))",
            "func step(_ n: Int) -> Int { n * 10 }\nprint(walk(1))",
        ]) == "3\n100\n")
    }
}
