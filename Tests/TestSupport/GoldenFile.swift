import Foundation

/// The one policy for golden files (expected outputs beside the tests, reviewed when they change):
/// `VIEWLAB_RECORD=1` writes the actual output over each, and the check still reports it, so a
/// recording run fails and a baseline never changes silently; a missing golden file is written the
/// same way.
public enum GoldenFile {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1" }

    /// nil when `actual` is what `file` holds; else what is wrong: where they first differ, or that
    /// the file was recorded and wants a look.
    public static func problem(_ actual: String, in file: URL) -> String? {
        guard !isRecording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            return "recorded golden file \(file.lastPathComponent): review the diff and run again"
        }
        guard actual != expected else { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "<end>", want = line < e.count ? String(e[line]) : "<end>"
        return "\(file.lastPathComponent) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)"
    }
}
