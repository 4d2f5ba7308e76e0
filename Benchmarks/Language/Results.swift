import Foundation

/// A figure for `make bench`'s one table (Benchmarks/table.py): a `ROW` line appended to the file
/// that BENCH_RESULTS names, when it names one. A target is `<=X` in the figure's unit.
enum Results {
    static func add(section: String, work: String, figure: Double, unit: String, target: String) {
        guard let path = ProcessInfo.processInfo.environment["BENCH_RESULTS"], let file = FileHandle(forWritingAtPath: path) else { return }
        defer { try? file.close() }
        _ = try? file.seekToEnd()
        try? file.write(contentsOf: Data("ROW\t\(section)\t\(work)\t\(String(format: "%.2f", figure))\t\(unit)\t-\t-\t\(target)\n".utf8))
    }
}
