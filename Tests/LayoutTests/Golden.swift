import Foundation
import TestSupport
import Testing

/// Compares output with a golden file beside the tests (`Golden/NAME`), under the one policy of
/// `GoldenFile`: a missing file is written and the test fails; `VIEWLAB_RECORD=1` rewrites every
/// baseline, again failing the run.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent(name)
    if let problem = GoldenFile.problem(actual, in: url) { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
}
