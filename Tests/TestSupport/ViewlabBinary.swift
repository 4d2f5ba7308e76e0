import Foundation

/// The `viewlab` binary the tests drive, as users and grading scripts drive it: the one built beside
/// the test runner (`swift build --build-tests` puts both in the same folder, whatever the
/// configuration or scratch path), else the debug build in the repository.
public enum ViewlabBinary {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    public static let url: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // The runner may be `…/debug/viewlabPackageTests.xctest` itself or a file inside that bundle.
        for folder in [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("viewlab")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appendingPathComponent(".build/debug/viewlab")
    }()

    /// Runs the binary to its end (stopped after `timeout` seconds), with `NO_COLOR` and a plain PATH
    /// under `environment`.
    public static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                           directory: URL? = nil, timeout: Double = 120) throws -> TimedProcess.Outcome {
        try TimedProcess.run(url, arguments, stdin: stdin.map { Data($0.utf8) },
                             environment: ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"].merging(environment) { $1 },
                             directory: directory, timeout: timeout)
    }
}
