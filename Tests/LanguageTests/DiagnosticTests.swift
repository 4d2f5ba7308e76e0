import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// A diagnostic's costly notes ("did you mean") wait until it is shown, so a lookup that fails on a
/// path that then succeeds another way costs no search.
struct DiagnosticTests {
    final class Calls: @unchecked Sendable { var count = 0 }

    @Test func deferredNotesAreComputedWhenRead() {
        let calls = Calls()
        let d = Diagnostic(id: "test.id", message: "m", file: "f.swift", position: SourcePosition(line: 1, column: 1),
                           deferredNotes: { calls.count += 1; return ["did you mean 'x'?"] })
        #expect(calls.count == 0)
        #expect(d.notes == ["did you mean 'x'?"])
        #expect(calls.count == 1)
    }

    @Test func didYouMeanFindsTheClosestName() {
        #expect(didYouMean("foregroundColr", among: ["foregroundColor", "foregroundStyle"])().map(\.en) == ["did you mean 'foregroundColor'?"])
        #expect(didYouMean("foregroundColr", among: ["foregroundColor", "foregroundStyle"])().map(\.zh) == ["你是想写 'foregroundColor' 吗？"])
        #expect(didYouMean("zzz", among: ["padding"])() == [])
    }

    @Test func aModifierOnAViewIsNotLookedUpAsAMember() throws {
        // The modifier is found by its name first (Text's own `foregroundColor` returns a Text); an
        // unknown member still gets its suggestion.
        #expect(run("print(type(of: Text(\"x\").foregroundColor(.gray).padding()))").output
            == "ModifiedContent<Text, _PaddingLayout>\n")
        let d = try #require(run("struct P { var width = 1 }\nprint(P().widht)").error)
        #expect(d.message == "value of type 'P' has no member 'widht'")
        #expect(d.notes == ["did you mean 'width'?"])
    }

    @Test func aStoredClosureIsCalledAsAMethod() {
        #expect(run("struct P { var greet: (String) -> String }\nlet p = P(greet: { \"hi \" + $0 })\nprint(p.greet(\"you\"))").output
            == "hi you\n")
    }
}
