import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Constructs viewlab does not run are reported before anything runs, one diagnostic each
/// (Lowering/ProgramCheck.swift).
struct ProgramCheckTests {
    @Test func everyUnsupportedConstructIsReportedBeforeAnythingRuns() {
        var printed = ""
        let session = Session(output: { printed += $0 })
        let source = """
            print("started")
            func cleanUp() {
                for try await x in stream { print(x) }
            }
            actor Store {}
            let first = \\Array<Int>.[0]
            """
        #expect(throws: DiagnosticList.self) { try session.run(source, fileName: "check.swift") }
        do {
            try session.run(source, fileName: "check.swift")
        } catch let list as DiagnosticList {
            #expect(list.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [
                "3:5 viewlab does not support 'for try await' yet",
                "5:1 viewlab does not support 'actor' declarations yet",
                "6:24 viewlab does not support this key path yet",
            ])
            #expect(list.diagnostics.allSatisfy { $0.id == "viewlab.language.unsupportedConstruct" })
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(printed == "")
    }

    /// Operators, attributes and the expressions of patterns are read as written, not run, so none
    /// of them is reported; nor is a closure viewlab never calls (the books' `.task { await … }`,
    /// Thinking in SwiftUI's article, seed 001 L111).
    @Test func codeReadAsWrittenIsNotReported() {
        let result = run("""
            import SwiftUI
            enum Load { case loaded(Int), failed }
            struct Hearts: View {
                @Environment(\\.font) var font
                var body: some View {
                    Text("+1")
                        .task {
                            try? await Task.sleep(nanoseconds: 500_000_000)
                        }
                }
            }
            switch Load.loaded(2) {
            case .loaded(let n) where n > 1: print("loaded", n * 10)
            case .loaded, .failed: print("other")
            }
            """)
        #expect(result.error == nil)
        #expect(result.output == "loaded 20\n")
    }

    /// viewlab runs on one thread, so awaiting a result is evaluating it, and a Task's operation
    /// runs where the Task is made, to its end (Task.sleep takes no time).
    @Test func awaitEvaluatesItsOperand() {
        let result = run("""
            func total() async -> Int { 42 }
            let value = await total()
            print(value)
            let task = Task { try await Task.sleep(nanoseconds: 1_000_000_000); print("later") }
            print("after")
            """)
        #expect(result.error == nil)
        #expect(result.output == "42\nlater\nafter\n")
    }
}
