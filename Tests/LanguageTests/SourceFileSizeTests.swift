import Foundation
import Testing

/// Small files named for what they hold (issue 22): no source file over 500 lines, except the API
/// catalogue's data, which `Scripts/` writes.
struct SourceFileSizeTests {
    @Test func noSourceFileIsOver500Lines() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var long: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" && !file.lastPathComponent.hasSuffix("APIText.swift") {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if lines > 500 { long.append("\(file.path.dropFirst(sources.path.count + 1)): \(lines)") }
        }
        #expect(long == [])
    }
}
