import Foundation
import Testing
@testable import ViewlabLanguage
import ViewlabModel

/// The message catalogue (issue 9: stable ids; issue 14: every message in both languages): each
/// entry has an id of its own, English and Chinese texts with the same placeholders, and each
/// message declared in `Diagnostics/Messages/` is listed in `MessageCatalog.all`.
struct MessageCatalogTests {
    @Test func everyEntryIsCompleteAndUnique() {
        // An id names a kind of diagnostic; its variants (the subscript form of a label error) share
        // it, but no two entries say the same thing.
        let texts = MessageCatalog.all.map { $0.id + " " + $0.en }
        #expect(Set(texts).count == texts.count, "an entry is catalogued twice")
        for m in MessageCatalog.all {
            #expect(m.id.hasPrefix("viewlab."), "\(m.id) is not a viewlab id")
            #expect(!m.en.isEmpty && !m.zh.isEmpty && (m.en != m.zh || m.isSwiftUIsText), "\(m.id) lacks a translation")
            #expect(Message.placeholders(in: m.en) == Message.placeholders(in: m.zh), "\(m.id)'s texts take different values")
        }
    }

    @Test func everyDeclaredMessageIsCatalogued() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Language/Diagnostics/Messages")
        var declared = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            declared += text.components(separatedBy: "= Message(\"").count - 1
        }
        #expect(declared == MessageCatalog.all.count)
    }

    @Test func aDiagnosticIsShownInTheSessionsLanguage() throws {
        let session = Session(output: { _ in })
        session.language = .zh
        do {
            try session.run("let a = [1, 2]\nprint(a[5])", fileName: "a.swift")
            Issue.record("expected the index to be out of range")
        } catch let d as Diagnostic {
            #expect(d.id == "viewlab.runtime.indexOutOfRange")
            #expect(d.message == "index 5 is out of range (the array has 2 elements)")
            #expect(session.render(d).hasPrefix("a.swift:2:7: error: 索引 5 超出了范围（数组只有 2 个元素）\n"))
        }
    }
}
