import Foundation
import TestSupport

/// `viewlab workshop serve` running as its own process, as an instructor starts it: `--port 0`
/// and `--info FILE`, whose JSON the tests read to reach it. Its standard output and error go to
/// files; it is stopped by a signal, and what it exited with is read.
final class ServeProcess {
    let process = Process()
    let folder: URL
    let info: [String: String]
    var client: HTTPClient
    var url: String { info["url"] ?? "" }
    var code: String { info["code"] ?? "" }
    var key: String { info["key"] ?? "" }

    /// Starts the server and waits (up to 60 s) until its info file is written.
    init(_ workshop: String = "demo", database: String? = nil, extra: [String] = [], folder: URL? = nil) throws {
        self.folder = try folder ?? TimedProcess.temporaryFolder("serve")
        let infoFile = self.folder.appendingPathComponent("info-\(UUID().uuidString).json")
        process.executableURL = ViewlabBinary.url
        process.arguments = ["workshop", "serve", workshop, "--port", "0", "--info", infoFile.path]
            + (database.map { ["--database", $0] } ?? []) + extra
        process.environment = ["XDG_DATA_HOME": self.folder.appendingPathComponent("data").path, "PATH": "/usr/bin:/bin",
                               "VIEWLAB_COURSE": ViewlabBinary.root.path, "LOG_LEVEL": "warning"]
        let output = self.folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errors = self.folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data().write(to: output)
        try Data().write(to: errors)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        stdoutFile = output; stderrFile = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        var read: [String: String]?
        while read == nil, Date() < deadline, process.isRunning {
            read = (try? Data(contentsOf: infoFile)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: String] }
            if read == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let read else {
            process.terminate()
            throw HTTPClient.Failure(description: "serve did not write its info file: " + ((try? String(contentsOf: errors, encoding: .utf8)) ?? ""))
        }
        info = read
        client = HTTPClient(port: Int(read["url"]?.split(separator: ":").last ?? "") ?? 0)
    }

    private let stdoutFile: URL, stderrFile: URL
    var standardOutput: String { (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "" }

    /// Sends `signal` and waits (up to 30 s) for the exit; its status, or nil when it kept running
    /// (then it is killed).
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
}
