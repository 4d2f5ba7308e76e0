// viewlab-bench-workshop: issue 24's load benchmark, the sending and the counting. Benchmarks/
// workshop.sh starts the servers (and PostgreSQL) and runs this with the files their `--info`
// wrote. Usage: viewlab-bench-workshop STORE INFO… (LEARNERS, default 300; RECORDS each, default 20).
// Learners are spread over the servers; each connects, then all start at once, each sending its
// next record as soon as the last is answered. Prints records/s, the latency of each record (p50,
// p99), the board's response time while loaded and afterwards, and how many acknowledged records
// the board does not count; exits 1 when any is missing or a request failed.
import Foundation
import Synchronization

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: viewlab-bench-workshop STORE INFO…\n".utf8))
    exit(2)
}
let store = arguments[1]
let servers = try arguments[2...].map(WorkshopEndpoint.init(infoFile:))
let environment = ProcessInfo.processInfo.environment
let learners = environment["LEARNERS"].flatMap(Int.init) ?? 300
let recordsEach = environment["RECORDS"].flatMap(Int.init) ?? 20

let ready = DispatchGroup(), finished = DispatchGroup()
let start = DispatchSemaphore(value: 0)
let outcomes = Mutex((latencies: [Double](), failures: [String]()))
for learner in 0..<learners {
    let server = servers[learner % servers.count]
    ready.enter()
    finished.enter()
    Thread.detachNewThread {
        let connection = KeepAliveConnection(port: server.port)
        var latencies: [Double] = [], failures: [String] = []
        do { try connection.connect() } catch { failures.append("\(error)") }
        ready.leave()
        start.wait()
        for index in 0..<recordsEach {
            let began = DispatchTime.now().uptimeNanoseconds
            do {
                let answer = try connection.request("POST", "/api/v1/records", token: server.code,
                                                    body: LearnerRecord.json(learner: learner, index: index, of: recordsEach))
                if answer.status == 201 {
                    latencies.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
                } else {
                    failures.append("\(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
                }
            } catch {
                failures.append("\(error)")
            }
        }
        outcomes.withLock { $0.latencies += latencies; $0.failures += failures }
        finished.leave()
    }
}
ready.wait()
let began = DispatchTime.now().uptimeNanoseconds
for _ in 0..<learners { start.signal() }
// The instructor's board asked for every 200 ms while the learners send.
var boardWhileLoaded: [Double] = []
while finished.wait(timeout: .now() + 0.2) == .timedOut {
    boardWhileLoaded.append(try servers[0].boardTime())
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
let (latencies, failures) = outcomes.withLock { ($0.latencies.sorted(), $0.failures) }

var boardAfterwards: [Double] = []
for _ in 0..<5 { boardAfterwards.append(try servers[0].boardTime()) }
// Counted on every server's board: on PostgreSQL, each must show what was sent to any.
let lost = try servers.map { latencies.count - (try $0.countedChecks()) }.max() ?? 0

func percentile(_ p: Double, of sorted: [Double]) -> Double {
    sorted.isEmpty ? .nan : sorted[max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
}
func row(_ figure: String, _ value: Double, _ format: String, target: String = "", met: Bool? = nil) {
    let shown = String(format: format, value)
    print(figure.padding(toLength: 38, withPad: " ", startingAt: 0) + String(repeating: " ", count: max(0, 10 - shown.count)) + shown
        + "  " + target.padding(toLength: 10, withPad: " ", startingAt: 0) + (met.map { $0 ? "yes" : "no" } ?? ""))
}
let rate = Double(latencies.count) / seconds, p99 = percentile(0.99, of: latencies)
print("# workshop load on \(store), \(servers.count) server(s): \(learners) learners × \(recordsEach) records at once")
print("figure".padding(toLength: 38, withPad: " ", startingAt: 0) + "     value  target    met")
// Issue 24's targets: ≥ 2,000 records/s on SQLite, p99 < 50 ms.
row("records/s", rate, "%.0f", target: store == "sqlite" ? "≥ 2000" : "", met: store == "sqlite" ? rate >= 2000 : nil)
row("latency p50 (ms)", percentile(0.5, of: latencies), "%.1f")
row("latency p99 (ms)", p99, "%.1f", target: "< 50", met: p99 < 50)
row("board while loaded, median (ms)", percentile(0.5, of: boardWhileLoaded.sorted()), "%.1f")
row("board afterwards, median (ms)", percentile(0.5, of: boardAfterwards.sorted()), "%.1f")
row("acknowledged, not on the board", Double(lost), "%.0f", target: "0", met: lost == 0)
row("requests failed", Double(failures.count), "%.0f", target: "0", met: failures.isEmpty)
for failure in Set(failures).sorted().prefix(5) { print("  failed: \(failure)") }
exit(lost == 0 && failures.isEmpty ? 0 : 1)
