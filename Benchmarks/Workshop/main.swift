// viewlab-bench-workshop: issue 24's load benchmark, the sending and the counting. Benchmarks/
// workshop.sh starts the servers (and PostgreSQL) and runs this with the files their `--info`
// wrote. Usage: viewlab-bench-workshop STORE INFO… (LEARNERS, default 300; RECORDS each, default 20;
// RATE, default 2000). Learners are spread over the servers, one connection and one thread each.
// Two phases, each record made before it is timed:
// - at once: all learners start together, each sending its next record as soon as the last is
//   answered (a closed loop: as fast as the server goes). Records/s is this phase's.
// - steady: the same learners send RATE records a second between them, each record at its own
//   time (an open loop, as wrk2 measures: a record's latency counts from when it was due, so a
//   stalled server is not hidden by senders that wait for it). The p99 target is this phase's.
// Then the board's response time while loaded and afterwards, and how many acknowledged records
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
let rate = environment["RATE"].flatMap(Double.init) ?? 2000

/// Latencies in ms of the records answered 201, and what failed.
struct Outcome {
    var latencies: [Double] = []
    var failures: [String] = []
}

let connections = servers.isEmpty ? [] : (0..<learners).map { KeepAliveConnection(port: servers[$0 % servers.count].port) }

/// Runs one phase: each learner's thread makes its records' bodies (records `first` up from
/// `first`), then all start together and send them in turn, each when `due(learner, index, start)`
/// says (ns; nil: as soon as the last is answered). While they run, asks the board every 200 ms.
/// Returns the outcomes, the seconds from the start to the last answer, and the board's times.
func phase(first: Int, due: @escaping @Sendable (Int, Int, UInt64) -> UInt64?) throws -> (Outcome, Double, [Double]) {
    let ready = DispatchGroup(), finished = DispatchGroup(), start = DispatchSemaphore(value: 0)
    let outcomes = Mutex(Outcome())
    let began = Mutex<UInt64>(0)
    for learner in 0..<learners {
        let (connection, server) = (connections[learner], servers[learner % servers.count])
        ready.enter()
        finished.enter()
        Thread.detachNewThread {
            var outcome = Outcome()
            do { try connection.connectIfNeeded() } catch { outcome.failures.append("\(error)") }
            let bodies = (0..<recordsEach).map { LearnerRecord.json(learner: learner, index: first + $0, of: first + recordsEach) }
            ready.leave()
            start.wait()
            let startedAt = began.withLock { $0 }
            for (index, body) in bodies.enumerated() where outcome.failures.isEmpty {
                let now = DispatchTime.now().uptimeNanoseconds
                guard let due = due(learner, index, startedAt), due > now else {
                    connection.post(body, to: server, due: now, into: &outcome)
                    continue
                }
                usleep(UInt32((due - now) / 1000))
                connection.post(body, to: server, due: due, into: &outcome)
            }
            outcomes.withLock { $0.latencies += outcome.latencies; $0.failures += outcome.failures }
            finished.leave()
        }
    }
    ready.wait()
    began.withLock { $0 = DispatchTime.now().uptimeNanoseconds }
    for _ in 0..<learners { start.signal() }
    var board: [Double] = []
    // A board request that fails is a failed request of the run, as a record's is, not a stop.
    while finished.wait(timeout: .now() + 0.2) == .timedOut {
        do { board.append(try servers[0].boardTime()) } catch { outcomes.withLock { $0.failures.append("board: \(error)") } }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - began.withLock { $0 }) / 1e9
    var outcome = outcomes.withLock { $0 }
    outcome.latencies.sort()
    return (outcome, seconds, board)
}

extension KeepAliveConnection {
    /// Sends one record; its latency from `due` (ns) when the server answered 201.
    func post(_ body: Data, to server: WorkshopEndpoint, due: UInt64, into outcome: inout Outcome) {
        do {
            let answer = try request("POST", "/api/v1/records", token: server.code, body: body)
            if answer.status == 201 {
                outcome.latencies.append(Double(DispatchTime.now().uptimeNanoseconds - due) / 1e6)
            } else {
                outcome.failures.append("\(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
            }
        } catch {
            outcome.failures.append("\(error)")
        }
    }
}

let atOnce = try phase(first: 0) { _, _, _ in nil }
// Learner L's record i is due at (i × learners + L) / RATE seconds after the start.
let steady = try phase(first: recordsEach) { learner, index, began in began + UInt64(Double(index * learners + learner) / rate * 1e9) }

var boardAfterwards: [Double] = []
var afterwards: [String] = []
for _ in 0..<5 {
    do { boardAfterwards.append(try servers[0].boardTime()) } catch { afterwards.append("board: \(error)") }
}
let acknowledged = atOnce.0.latencies.count + steady.0.latencies.count
// Counted on every server's board: on PostgreSQL, each must show what was sent to any. A board
// that cannot be read counts every acknowledged record as missing.
let lost = servers.map { server in
    do { return acknowledged - (try server.countedChecks()) } catch { afterwards.append("count: \(error)"); return acknowledged }
}.max() ?? 0
let failures = atOnce.0.failures + steady.0.failures + afterwards

func percentile(_ p: Double, of sorted: [Double]) -> Double {
    sorted.isEmpty ? .nan : sorted[max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
}
func row(_ figure: String, _ value: Double, _ format: String, target: String = "", met: Bool? = nil) {
    let shown = String(format: format, value)
    print(figure.padding(toLength: 44, withPad: " ", startingAt: 0) + String(repeating: " ", count: max(0, 10 - shown.count)) + shown
        + "  " + target.padding(toLength: 10, withPad: " ", startingAt: 0) + (met.map { $0 ? "yes" : "no" } ?? ""))
}
let burstRate = Double(atOnce.0.latencies.count) / atOnce.1, steadyP99 = percentile(0.99, of: steady.0.latencies)
print("# workshop load on \(store), \(servers.count) server(s): \(learners) learners × \(recordsEach) records at once, then \(Int(rate))/s")
print("figure".padding(toLength: 44, withPad: " ", startingAt: 0) + "     value  target    met")
// Issue 24's targets: ≥ 2,000 records/s on SQLite, p99 < 50 ms.
row("at once: records/s", burstRate, "%.0f", target: store == "sqlite" ? "≥ 2000" : "", met: store == "sqlite" ? burstRate >= 2000 : nil)
row("at once: latency p50 (ms)", percentile(0.5, of: atOnce.0.latencies), "%.1f")
row("at once: latency p99 (ms)", percentile(0.99, of: atOnce.0.latencies), "%.1f")
row("at \(Int(rate))/s: records/s", Double(steady.0.latencies.count) / steady.1, "%.0f")
row("at \(Int(rate))/s: latency p50 (ms)", percentile(0.5, of: steady.0.latencies), "%.1f")
row("at \(Int(rate))/s: latency p99 (ms)", steadyP99, "%.1f", target: "< 50", met: steadyP99 < 50)
row("board while loaded, median (ms)", percentile(0.5, of: (atOnce.2 + steady.2).sorted()), "%.1f")
row("board afterwards, median (ms)", percentile(0.5, of: boardAfterwards.sorted()), "%.1f")
row("acknowledged, not on the board", Double(lost), "%.0f", target: "0", met: lost == 0)
row("requests failed", Double(failures.count), "%.0f", target: "0", met: failures.isEmpty)
for failure in Set(failures).sorted().prefix(5) { print("  failed: \(failure)") }
exit(lost == 0 && failures.isEmpty ? 0 : 1)
