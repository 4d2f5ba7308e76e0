import Foundation
import Testing
import TestSupport

/// A learner's own machine, as far as viewlab can tell: a home of its own (its settings, progress
/// and queue), in which `viewlab` runs as a separate process.
struct LearnerMachine {
    let name: String
    let home: URL

    init(_ name: String, in folder: URL) throws {
        self.name = name
        home = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// `viewlab ARGS` as this learner.
    func viewlab(_ args: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try TimedProcess.run(ViewlabBinary.url, args, stdin: Data(),
                                       environment: ["HOME": home.path, "PATH": "/usr/bin:/bin", "VIEWLAB_COURSE": ViewlabBinary.root.path, "NO_COLOR": "1"],
                                       directory: home, timeout: 60)
        return (run.status, run.standardOutput, run.standardError)
    }

    /// The course's `ideal-width` exercise, which the learners' tests check: its solution (passes)
    /// and its starter (fails).
    static func idealWidth() throws -> (solution: String, starter: String) {
        let layout = ViewlabBinary.root.appendingPathComponent("Exercises/tis-4-layout")
        let exercise = try #require(try FileManager.default.contentsOfDirectory(atPath: layout.path).first { $0.hasSuffix("-ideal-width") })
        return (layout.appendingPathComponent(exercise + "/solution.swift").path, layout.appendingPathComponent(exercise + "/starter.swift").path)
    }
}
