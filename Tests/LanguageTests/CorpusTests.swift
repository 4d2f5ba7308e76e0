import Foundation
import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Every program in `Tests/Corpus/` (one per code example of the books' chapters) parses, runs, and
/// prints exactly its `// expect:` lines.
struct CorpusTests {
    static let corpus: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func corpusHasAProgramPerExample() {
        #expect(Self.files.count >= 60)
    }

    @Test(arguments: files)
    func programRunsAndPrintsItsExpectations(_ name: String) throws {
        let source = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
        #expect(source.hasPrefix("// Mirrors: "), "each corpus file names the book and line it mirrors")
        let expected = source.split(separator: "\n").filter { $0.hasPrefix("// expect: ") }.map { String($0.dropFirst(11)) }
        let (output, error) = run(source, file: name)
        #expect(error == nil, "\(name): \(error.map { "\($0.file):\($0.position.line):\($0.position.column): \($0.message)" } ?? "")")
        let printed = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(output.hasSuffix("\n") ? 1 : 0)
        #expect(Array(printed) == expected)
        // The root view a file defines must also build.
        _ = try root(source)
    }
}
