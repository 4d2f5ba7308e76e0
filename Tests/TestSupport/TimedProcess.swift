import Foundation

/// A program run to its end, or stopped after `timeout` seconds, so that no test hangs on one. Its
/// input and output go through temporary files, not pipes: nothing blocks on a full pipe, and a
/// child that outlives the program (Chromium's helpers) cannot hold its output open.
public struct TimedProcess {
    public struct Outcome {
        public var stdout: Data, stderr: Data, status: Int32
        public var standardOutput: String { String(decoding: stdout, as: UTF8.self) }
        public var standardError: String { String(decoding: stderr, as: UTF8.self) }
    }

    public struct TimedOut: Error, CustomStringConvertible {
        public var command: String, seconds: Double
        public var description: String { "\(command) did not finish within \(Int(seconds)) s; it was stopped" }
    }

    /// Runs `executable` with `arguments`, `stdin` as its standard input (empty when nil), in
    /// `directory` when given.
    public static func run(_ executable: URL, _ arguments: [String], stdin: Data? = nil,
                           environment: [String: String]? = nil, directory: URL? = nil, timeout: Double = 30) throws -> Outcome {
        let folder = try temporaryFolder("process")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("stdin"), output = folder.appendingPathComponent("stdout"),
            errors = folder.appendingPathComponent("stderr")
        try (stdin ?? Data()).write(to: input)
        try Data().write(to: output)
        try Data().write(to: errors)
        let inputHandle = try FileHandle(forReadingFrom: input)
        let outputHandle = try FileHandle(forWritingTo: output), errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? inputHandle.close(); try? outputHandle.close(); try? errorHandle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            throw TimedOut(command: executable.lastPathComponent, seconds: timeout)
        }
        return Outcome(stdout: try Data(contentsOf: output), stderr: try Data(contentsOf: errors), status: process.terminationStatus)
    }

    /// A new empty folder in the test process's scratch folder.
    public static func temporaryFolder(_ purpose: String) throws -> URL {
        let folder = Scratch.url("\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
