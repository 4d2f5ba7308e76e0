import Foundation
import Testing

/// Apps, not book listings: small SwiftUI programs of our own in Apps/, written the way apps,
/// tutorials and answers use SwiftUI (settings forms, lists, cards, grids, models, custom
/// modifiers and shapes, and the Swift they are written in). Valid code is never called wrong
/// (issue 22): `tree` and `render` each run it, or refuse it as "viewlab does not support … yet" at the API it lacks;
/// nothing else, and never a crash.
struct AppsCLITests {
    let cli = CLITests()
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps")

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test(arguments: programs) func runsOrIsRefusedAsUnsupported(_ name: String) throws {
        let file = Self.folder.appendingPathComponent(name).path
        // `render --frames` lays the views out and draws them with their frames: `layout`'s work and more.
        for command in [["tree"], ["render", "--format", "svg", "--frames"]] {
            let r = try cli.viewlab(command + [file])
            let refused = r.code == 2 && r.stderr.contains("error: viewlab does not support ")
            #expect(r.code == 0 || refused, "\(command[0]) \(name) exited \(r.code): \(r.stderr)")
            if refused { #expect(!r.stderr.contains("error: ") || r.stderr.components(separatedBy: "error: ").count == 2) }
        }
    }
}
