import Testing
import ViewlabLanguage

/// Dispatch's queues run their work at once, as a Task does (KNOWN-GAPS.md); the names around them
/// (`.now() + 2`, `.seconds(1)`, a work item, `callAsFunction`) are Swift's, and a name in backticks is the name.
struct DispatchAndEscapedNameTests {
    @Test func dispatchedWorkRunsAtOnce() {
        let r = run("""
            var log: [String] = []
            DispatchQueue.main.async { log.append("async") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.append("after") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { log.append("after2") }
            DispatchQueue.global(qos: .userInitiated).async { log.append("global") }
            let item = DispatchWorkItem { log.append("item") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
            print(log)
            """)
        #expect(r.error == nil)
        #expect(r.output == #"["async", "after", "after2", "global", "item"]"# + "\n")
    }

    @Test func backtickedNamesAndCallAsFunction() {
        let r = run("""
            enum E { case `default`, b }
            let e = E.default
            struct Adder { let n: Int; func callAsFunction(_ x: Int) -> Int { x + n }; static let `default` = Adder(n: 1) }
            let one = Adder.default
            print(e, e == .default, Adder(n: 2)(3), one(1))
            """)
        #expect(r.error == nil)
        #expect(r.output == "default true 5 2\n")
    }
}
