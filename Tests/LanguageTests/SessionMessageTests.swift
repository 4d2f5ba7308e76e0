import Foundation
import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// The session's own diagnostics and the budgets' variants come from the catalogue (issue 14):
/// the same English as before, and a Chinese text beside it.
struct SessionMessageTests {
    @Test func noRootViewIsInBothLanguages() throws {
        let session = Session(output: { _ in })
        try session.run("let x = 1", fileName: "a.swift")
        do {
            _ = try session.rootView()
            Issue.record("expected no root view")
        } catch let d as Diagnostic {
            #expect(d.id == "viewlab.cli.noRootView")
            #expect(d.message == "no root view: add a #Preview { … }, a 'struct ContentView: View', or end with a view expression")
            #expect(d.message(in: .zh) == "没有根视图：请添加一个 #Preview { … }、一个 'struct ContentView: View'，或者以一个视图表达式结尾")
        }
    }

    @Test func parserTrapsAreInBothLanguages() throws {
        let (_, diagnostics) = Session.parse("let x \u{1}= 2", fileName: "a.swift")
        let d = try #require(diagnostics.first)
        #expect(d.id == "viewlab.syntax.controlCharacter")
        #expect(d.message == "viewlab does not support the control character U+0001 before '=' yet")
        #expect(d.message(in: .zh) == "viewlab 还不支持 '=' 前面的控制字符 U+0001")
    }

    @Test func theMemoryBudgetSaysWhatGrewInBothLanguages() throws {
        var limits = Budget.Limits.standard
        limits.memory = 64 << 10
        limits.seconds = 600
        let budget = Budget(limits)
        budget.watchesResidentMemory = false
        let d = try #require(run("var d: [Int: Int] = [:]\nfor i in 0..<100_000 {\n    d[i] = i\n}", budget: budget).error)
        #expect(d.message == "stopped: this dictionary would grow to 64.1 KiB, past the memory budget of 64 KiB")
        #expect(d.message(in: .zh) == "已停止：这个字典将增长到 64.1 KiB，超过了内存预算 64 KiB")
    }
}
