import Foundation
import TestSupport
import Testing
@testable import ViewlabCommands

/// Batch mode as a grading script sees it: each `Transcripts/NAME.repl` is piped into the real
/// binary, and its stdout, stderr and exit status must equal `NAME.stdout`, `NAME.stderr` and
/// `NAME.status` exactly; a `-zh` transcript runs in Chinese (`VIEWLAB_LANG=zh`).
/// `VIEWLAB_RECORD=1 swift test --skip-build` rewrites them (and fails, to be reviewed as a diff).
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".repl") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test(arguments: names)
    func transcript(_ name: String) throws {
        let script = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".repl"))
        // A scratch folder as the working directory (for :save and :load) and as the state home,
        // to check that batch mode writes no history.
        let scratch = Scratch.url("viewlab-transcript-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let run = try TimedProcess.run(ViewlabBinary.url, [], stdin: script,
            environment: ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_STATE_HOME": scratch.path]
                .merging(name.hasSuffix("-zh") ? ["VIEWLAB_LANG": "zh"] : [:]) { $1 },
            directory: scratch, timeout: 120)
        let stdout = run.standardOutput, stderr = run.standardError
        let actual = ["stdout": stdout, "stderr": stderr, "status": "\(run.status)\n"]

        for (suffix, text) in actual.sorted(by: { $0.key < $1.key }) {
            let golden = Self.folder.appendingPathComponent("\(name).\(suffix)")
            if let problem = GoldenFile.problem(text, in: golden) { Issue.record(Comment(rawValue: problem)) }
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("viewlab").path), "batch mode wrote a history")
    }
}

/// The REPL's view commands print exactly what the CLI subcommands print.
struct SharedOutputTests {
    @Test(arguments: [["tree"], ["tree", "--types"], ["layout"], ["layout", "--format", "json"], ["explain", "--probes"],
                      ["render", "--proposal", "100x80"]])
    func commandMatchesSubcommand(_ arguments: [String]) throws {
        let source = "VStack { Text(\"Hi\"); Circle().frame(width: 20) }.padding()"
        let cli = try TimedProcess.run(ViewlabBinary.url, arguments + ["-"], stdin: Data(source.utf8),
                                       environment: ["PATH": "/usr/bin:/bin"]).standardOutput

        let repl = REPL()
        _ = repl.handle(":unset show")
        _ = repl.handle(source)
        #expect(repl.handle(":" + arguments.joined(separator: " ")).stdout == cli)
    }
}
