import Foundation
import Testing
import ViewlabFuzzing

/// Every input in `Regressions/` once crashed, trapped or hung the fuzzed pipeline (`make fuzz`);
/// each must now end in the diagnostics of its `.stderr` file, with exit code 2.
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test(arguments: inputs)
    func inputEndsInItsDiagnostic(_ name: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".stderr")),
                                  encoding: .utf8)
        let out = FuzzPipeline.run(source, fileName: name)
        #expect(out.stderr == expected)
        #expect(out.exitCode == 2)
    }

    /// A program with a root view goes through every stage: tree, types, layout, explain, render, SVG.
    @Test func aViewReachesEveryStage() {
        let out = FuzzPipeline.run("Text(\"Hi\").padding()\n", fileName: "hi.swift")
        #expect(out.stderr == "")
        #expect(out.exitCode == 0)
        #expect(out.stdout.hasPrefix(".padding\n└─ Text(\"Hi\")\nModifiedContent<Text, _PaddingLayout>\n"))
        #expect(out.stdout.contains("\"proposal\""))
        #expect(out.stdout.contains("<svg"))
    }
}
