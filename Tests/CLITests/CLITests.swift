import Foundation
import TestSupport
import Testing

/// The `viewlab` binary, driven as users and grading scripts drive it (cli-contract.md).
struct CLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    struct Result {
        var stdout: String; var stderr: String; var code: Int32
        /// What a golden file holds: stdout, then stderr and the exit code when there are any.
        var golden: String {
            var text = stdout
            if !stderr.isEmpty { text += "--- stderr\n" + stderr }
            if code != 0 { text += "--- exit \(code)\n" }
            return text
        }
    }

    /// Compares `actual` with the golden file (`VIEWLAB_RECORD=1` rewrites it and fails, to be reviewed as a diff).
    static func expectGolden(_ actual: String, in file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let problem = GoldenFile.problem(actual, in: file) { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }

    func viewlab(_ args: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let run = try ViewlabBinary.run(args, stdin: stdin, environment: environment)
        return Result(stdout: run.standardOutput, stderr: run.standardError, code: run.status)
    }

    func goldenFile(_ name: String) throws -> String {
        try String(contentsOf: Self.golden.appendingPathComponent(name), encoding: .utf8)
    }

    var greeting: String { Self.golden.appendingPathComponent("greeting.swift").path }

    @Test func runPrintsTypeNames() throws {
        let r = try viewlab(["run", greeting])
        #expect(r.code == 0)
        #expect(r.stdout == "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>\n")
        #expect(r.stderr == "")
    }

    @Test func treeMatchesGolden() throws {
        let r = try viewlab(["tree", greeting])
        #expect(r.code == 0)
        #expect(r.stdout == (try goldenFile("greeting.tree.txt")))
    }

    @Test func treeTypesPrintsTheGenericType() throws {
        let r = try viewlab(["tree", "--types", greeting])
        #expect(r.stdout == "ContentView\n")
        let body = try viewlab(["tree", "--types", "-"], stdin: (try goldenFile("greeting.swift")) + "\n#Preview { ContentView().body }\n")
        #expect(body.stdout == "ModifiedContent<ModifiedContent<VStack<TupleView<(HStack<TupleView<(Image, _ConditionalContent<Text, Text>)>>, IDView<Text, Bool>, ForEach<Array<String>, String, ModifiedContent<Text, _PaddingLayout>>)>>, _PaddingLayout>, _BackgroundStyleModifier<Color>>\n")
    }

    @Test func asciiTree() throws {
        let r = try viewlab(["tree", "--ascii", "-"], stdin: "HStack { Text(\"a\"); Text(\"b\") }\n")
        #expect(r.stdout == "HStack\n|-- Text(\"a\")\n`-- Text(\"b\")\n")
    }

    @Test func syntaxErrorExitsTwoWithLocationAndCaret() throws {
        let path = Scratch.url("broken-\(UUID()).swift")
        try "let x = 1\nlet v = VStack {\n    Text(\"a\"\n".write(to: path, atomically: true, encoding: .utf8)
        let r = try viewlab(["run", path.path])
        #expect(r.code == 2)
        #expect(r.stderr.contains("\(path.path):3:13: error: expected ')' to end function call"))
        #expect(r.stderr.contains("3 |     Text(\"a\"\n  |             ^"))
    }

    @Test func runtimeErrorExitsTwoAfterPrintingWhatRan() throws {
        let r = try viewlab(["run", "-"], stdin: "print(\"before\")\nlet a = [1]\nprint(a[3])\n")
        #expect(r.code == 2)
        #expect(r.stdout == "before\n")
        #expect(r.stderr.hasPrefix("<stdin>:3:7: error: index 3 is out of range (the array has 1 elements)"))
    }

    @Test func missingFileExitsTwo() throws {
        let r = try viewlab(["tree", "/nonexistent/nothing.swift"])
        #expect(r.code == 2)
        #expect(r.stderr == "error: cannot read '/nonexistent/nothing.swift': no such file\n")
    }

    @Test func unknownOptionExitsTwo() throws {
        let r = try viewlab(["tree", "--frobnicate", greeting])
        #expect(r.code == 2)
        #expect(r.stderr.contains("Unknown option '--frobnicate'"))
    }

    @Test func fileWithoutRootViewExitsTwo() throws {
        let r = try viewlab(["tree", "-"], stdin: "let a = 1\n")
        #expect(r.code == 2)
        #expect(r.stderr.contains("error: no root view"))
    }

    @Test func previewIsTheRootAndCanBeNamed() throws {
        let source = "#Preview(\"one\") { Text(\"1\") }\n#Preview(\"two\") { Circle() }\n"
        #expect(try viewlab(["tree", "-"], stdin: source).stdout == "Circle()\n")
        #expect(try viewlab(["tree", "--preview", "one", "-"], stdin: source).stdout == "Text(\"1\")\n")
    }
}
