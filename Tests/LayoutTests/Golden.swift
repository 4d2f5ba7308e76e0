import Foundation
import Testing

/// Compares output with a golden file beside the tests (`Golden/NAME`). A missing file is written
/// and the test fails, so a baseline never appears or changes silently; `VIEWLAB_RECORD=1`
/// rewrites every baseline (again failing the run).
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let url = directory.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1"
    guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("recorded golden file \(name); check it and run again", sourceLocation: sourceLocation)
        return
    }
    if actual != expected {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "<end>", want = line < e.count ? String(e[line]) : "<end>"
        Issue.record("\(name) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)", sourceLocation: sourceLocation)
    }
}
