import Foundation
import TestSupport
@testable import ViewlabCourse

/// The repository, its course and its built binary.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binary = ViewlabBinary.url
    /// The real course, loaded once for every test.
    static let catalog: Catalog = try! Catalog.load(root: root)
}

/// A fresh folder for one test, in the test process's scratch folder.
func temporaryFolder() throws -> URL {
    let url = Scratch.url(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

struct ProcessResult { var stdout: String; var stderr: String; var code: Int32 }

/// Starts the built `viewlab` binary; `wait` collects its output.
func launch(_ args: [String], environment: [String: String] = [:], stdin: String? = nil, directory: URL? = nil) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = Repo.binary
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = args
    process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin", "VIEWLAB_COURSE": Repo.root.path].merging(environment) { $1 }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    return (process, out, err)
}

func wait(_ launched: (Process, Pipe, Pipe)) -> ProcessResult {
    let (process, out, err) = launched
    let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self), code: process.terminationStatus)
}

func viewlab(_ args: [String], environment: [String: String] = [:], stdin: String? = nil, directory: URL? = nil) throws -> ProcessResult {
    wait(try launch(args, environment: environment, stdin: stdin, directory: directory))
}
