import Foundation
import Testing
@testable import ViewlabAnimation
@testable import ViewlabCommands
@testable import ViewlabCourse
@testable import ViewlabLanguage
@testable import ViewlabLayout
@testable import ViewlabSwiftUI
import ViewlabModel
@testable import ViewlabPresentation
@testable import ViewlabRuntime
@testable import ViewlabServer

/// The message catalogue of every layer (issue 9: stable ids from one catalogue; issue 14: every
/// message in both languages): each layer's entries are complete (both texts, the same
/// placeholders), none is there twice across the layers, and each entry declared in a layer's
/// `Messages/` folder is in its list. Tested here, where every layer can be seen.
struct MessageCatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let layers: [(folder: String, list: [Message])] = [
        ("Sources/Language/Diagnostics/Messages", MessageCatalog.all),
        ("Sources/Runtime/Messages", Message.update),
        ("Sources/Animation/Messages", Message.animation + Message.timeline),
        ("Sources/Layout/Messages", Message.layout),
        ("Sources/Presentation/Messages", Message.proposal + Message.updateReport + Message.explain + Message.sweep + Message.picture
                                            + Message.animationTables),
        ("Sources/Commands/Messages", CommandMessages.all),
        ("Sources/Course/Messages", CourseMessages.all),
        ("Sources/Server/Messages", ServerMessages.all),
    ]

    @Test func everyEntryIsCompleteAndNoneIsThereTwice() {
        #expect(Message.problems(in: Self.layers.flatMap(\.list)) == [])
    }

    @Test func everyDeclaredEntryIsListed() throws {
        for (folder, list) in Self.layers {
            let url = Self.root.appendingPathComponent(folder)
            var declared = 0
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                declared += text.components(separatedBy: "= Message(\"").count - 1
            }
            #expect(declared == list.count, "\(folder): \(declared) entries declared, \(list.count) listed")
        }
    }
}
