// viewlab-bench: `viewlab-bench` runs every benchmark, `viewlab-bench NAME…` the named ones.
// Add a benchmark with one line in `benchmarks`.
import Foundation

let benchmarks: KeyValuePairs<String, () throws -> Void> = [
    "layout": runLayoutBenchmarks,
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !benchmarks.contains { $0.key == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("unknown benchmark \(unknown.joined(separator: ", ")); known: \(benchmarks.map(\.key).joined(separator: ", "))\n".utf8))
    exit(2)
}
for (name, run) in benchmarks where requested.isEmpty || requested.contains(name) {
    print("== \(name)")
    try run()
}
