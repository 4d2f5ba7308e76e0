import Foundation

/// Where tests write files: one folder per test process in the system's temporary directory,
/// removed when the process exits, so a run leaves nothing behind (a test that fails midway too).
public enum Scratch {
    private static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-tests-\(getpid())")) }
        return url
    }()

    /// A path in the process's folder; `name` should be unique to the caller (it holds a UUID).
    public static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
}
