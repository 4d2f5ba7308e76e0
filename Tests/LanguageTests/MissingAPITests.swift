import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// A SwiftUI API viewlab lacks is viewlab's gap, not the learner's mistake: it says "does not
/// support … yet"; only a name SwiftUI does not have gets "has no member" and a suggestion.
struct MissingAPITests {
    @Test func aRealModifierViewlabLacks() throws {
        let d = try #require(run("let v = Text(\"a\").privacySensitive()").error)
        #expect(d.id == "viewlab.language.unsupportedConstruct")
        #expect(d.message == "viewlab does not support the modifier '.privacySensitive' yet")
    }

    @Test func aMisspelledModifierIsTheLearnersMistake() throws {
        let d = try #require(run("let v = Text(\"a\").paddng()").error)
        #expect(d.message == "value of type 'some View' has no member 'paddng'")
        #expect(d.notes == ["did you mean 'padding'?"])
    }

    @Test func aRealViewViewlabLacksEvenWhenANameIsClose() throws {
        // Both are SwiftUI views; a close name among the learner's would not make them misspellings.
        let d = try #require(run("let v = Table(rows)").error)
        #expect(d.message == "viewlab does not support 'Table' yet")
        #expect(d.notes.isEmpty)
        let g = try #require(run("let v = MultiDatePicker(\"Days\", selection: .constant([]))").error)
        #expect(g.message == "viewlab does not support 'MultiDatePicker' yet")
    }

    @Test func aRealFoundationStaticOrTypeViewlabLacks() throws {
        let d = try #require(run("let u = URL.documentsDirectory").error)
        #expect(d.message == "viewlab does not support 'URL.documentsDirectory' yet")
        let b = try #require(run("let s = ByteCountFormatter.string(fromByteCount: 2048, countStyle: .file)").error)
        #expect(b.message == "viewlab does not support 'ByteCountFormatter' yet")
        let r = try #require(run("let now = Date()\nlet r = now...now.addingTimeInterval(60)").error)
        #expect(r.message == "viewlab does not support 'ClosedRange<Date>' yet")
        let m = try #require(run("let u = URL.documentsDirectry").error)
        #expect(m.message == "type 'URL' has no member 'documentsDirectry'")
    }
}
