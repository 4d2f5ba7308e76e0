import Foundation
import Testing
@testable import ViewlabLanguage
import ViewlabModel

/// The message catalogue (issue 9: stable ids; issue 14: every message in both languages): each
/// entry has an id of its own, English and Chinese texts with the same placeholders, and each
/// message declared in `Diagnostics/Messages/` is listed in `MessageCatalog.all`.
struct MessageCatalogTests {
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
