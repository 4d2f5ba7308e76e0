import Foundation
import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Bad input ends in a diagnostic with its file, line and column: never a crash or a trap.
struct BadInputTests {
    func failure(_ source: String, budget: Budget = Budget()) -> Diagnostic? { run(source, budget: budget).error }

    @Test func truncatedCodeIsASyntaxError() throws {
        let d = try #require(failure("VStack {\n    Text(\"a\")\n"))
        #expect(d.id == "viewlab.syntax.error")
        #expect(d.message == "expected '}' to end closure")
        #expect(d.position == SourcePosition(line: 2, column: 14))
    }

    @Test func bracketsTwelveDeepStillParse() {
        let (output, error) = run("let a = " + String(repeating: "[", count: 12) + "7" + String(repeating: "]", count: 12) + "\nprint(a.count)")
        #expect(error == nil)
        #expect(output == "1\n")
    }

    @Test func anUnknownCallInsideABodyIsNotSelfDotCall() throws {
        let d = try #require(failure("struct Card: View {\n    var body: some View { zzz() }\n}\nlet v = Card().body"))
        #expect(d.message == "cannot find 'zzz' in scope")
        #expect(d.position == SourcePosition(line: 2, column: 27))
    }

    @Test func unknownViewIsNamedWithASuggestion() throws {
        let d = try #require(failure("let v = Txet(\"a\")"))
        #expect(d.message == "cannot find 'Txet' in scope")
        #expect(d.notes == ["did you mean 'Text'?"])
        #expect(d.position == SourcePosition(line: 1, column: 9))
    }

    @Test func wrongArgumentLabelOnAModifier() throws {
        let d = try #require(failure("let v = Text(\"a\").frame(widht: 10)"))
        #expect(d.message == "incorrect argument label in call to 'frame' (have 'widht:')")
        #expect(d.notes == ["did you mean 'width:'?"])
        #expect(d.position == SourcePosition(line: 1, column: 32))
    }

    @Test func wrongArgumentLabelsOnAFunction() throws {
        let d = try #require(failure("func area(width: Int, height: Int) -> Int { width * height }\nprint(area(w: 2, h: 3))"))
        #expect(d.message == "incorrect argument labels in call to 'area' (have 'w:h:', expected 'width:height:')")
        #expect(d.position == SourcePosition(line: 2, column: 7))
    }

    @Test func theBooksMisspellingGetsADidYouMean() throws {
        let d = try #require(failure("let v = Image(\"a\").resizable().scaleToFit()"))
        #expect(d.message == "value of type 'some View' has no member 'scaleToFit'")
        #expect(d.notes == ["did you mean 'scaledToFit'?"])
    }

    @Test func infiniteLoopIsStopped() throws {
        let d = try #require(failure("var i = 0\nwhile true {\n    i += 1\n}", budget: Budget(maxSteps: 10_000)))
        #expect(d.id == "viewlab.runtime.stepBudget")
        #expect(d.message == "stopped after 10000 steps: this code may loop forever")
        #expect(d.position.line >= 2)
    }

    @Test func deepRecursionIsStopped() throws {
        let d = try #require(failure("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))"))
        #expect(d.id == "viewlab.runtime.depthBudget")
        #expect(d.message == "stopped at call depth 1000 in 'f': the recursion may never end")
        #expect(d.position == SourcePosition(line: 1, column: 27))
    }

    @Test func aViewWhoseBodyContainsItselfIsStopped() throws {
        let d = try #require(failure("struct Loop: View { var body: some View { VStack { Loop() } } }\nlet v = Loop().body"))
        #expect(d.id == "viewlab.runtime.depthBudget")
    }

    @Test func unsupportedConstructsSaySo() throws {
        let d = try #require(failure("actor Counter {}"))
        #expect(d.message == "viewlab does not support 'actor' declarations yet")
        #expect(d.id == "viewlab.language.unsupportedConstruct")
        #expect(d.position == SourcePosition(line: 1, column: 1))
    }

    @Test func loopsInABuilderAreRejectedAsSwiftDoes() throws {
        let d = try #require(failure("struct V: View { var body: some View { VStack { for i in 0..<3 { Text(\"\\(i)\") } } } }\nlet v = V().body"))
        #expect(d.message == "closure containing control flow statement cannot be used with result builder 'ViewBuilder'")
        #expect(d.notes == ["use ForEach to repeat a view"])
    }

    @Test func bareprintInABuilderIsNotAView() throws {
        let d = try #require(failure("struct V: View { var body: some View { print(\"x\") } }\nlet v = V().body"))
        #expect(d.message == "type '()' cannot conform to 'View'")
    }

    @Test func runtimeTrapsBecomeDiagnostics() throws {
        #expect(failure("let a = [1, 2]\nprint(a[5])")?.id == "viewlab.runtime.indexOutOfRange")
        #expect(failure("print(Int.max + 1)")?.id == "viewlab.runtime.overflow")
        #expect(failure("print(1 / 0)")?.id == "viewlab.runtime.divisionByZero")
        #expect(failure("let x: Int? = nil\nprint(x!)")?.id == "viewlab.runtime.nilUnwrap")
        #expect(failure("print(Int(Double.nan))")?.id == "viewlab.runtime.overflow")
        #expect(failure("for i in 0...Int.max { print(i) }")?.id == "viewlab.runtime.stepBudget")
        #expect(failure("for i in Int.min..<Int.max { print(i) }")?.id == "viewlab.runtime.stepBudget")
        #expect(run("let a = [1, 2]\nprint(a[0...Int.max].count)").error?.id == "viewlab.runtime.indexOutOfRange")
        #expect(run("print(String(repeating: \"x\", count: -1))").error != nil)
    }

    @Test func diagnosticsRenderWithACaret() throws {
        let source = SourceFile(name: "demo.swift", text: "let a = 1\nlet b = zork\n")
        let d = Diagnostic(id: "x", message: "cannot find 'zork' in scope", file: "demo.swift", position: SourcePosition(line: 2, column: 9))
        #expect(source.render(d) == "demo.swift:2:9: error: cannot find 'zork' in scope\n2 | let b = zork\n  |         ^\n")
    }
}

/// Any prefix of a valid program (what a learner has typed so far) gives output or diagnostics,
/// never a crash: every corpus program cut at a dozen places.
struct TruncationTests {
    @Test(arguments: CorpusTests.files)
    func everyPrefixEndsCleanly(_ name: String) throws {
        let source = try String(contentsOf: CorpusTests.corpus.appendingPathComponent(name), encoding: .utf8)
        let characters = Array(source)
        for cut in stride(from: characters.count / 13, to: characters.count, by: max(1, characters.count / 13)) {
            let prefix = String(characters[..<cut])
            let (_, error) = run(prefix, budget: Budget(maxSteps: 200_000))
            if let error {
                #expect(error.position.line >= 1 && error.position.column >= 1)
                #expect(!error.message.isEmpty)
            }
        }
    }
}
