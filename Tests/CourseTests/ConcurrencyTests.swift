import Foundation
import GRDB
import Testing
@testable import ViewlabCourse

/// Many learners on one machine write one database (spawning the built binary, as learners do).
@Suite(.serialized) struct ConcurrencyTests {
    @Test func twentyWritersLoseNothingAndNeverReportLocked() throws {
        let path = try temporaryFolder().appendingPathComponent("shared.sqlite").path
        let writers = try (0..<20).map { i in
            try launch(["record-attempts", "--db", path, "--learner", "learner\(i)", "--count", "25"])
        }
        let results = writers.map(wait)
        for (i, r) in results.enumerated() {
            #expect(r.code == 0, "writer \(i): \(r.stderr)")
            #expect(!r.stderr.lowercased().contains("locked"), "writer \(i): \(r.stderr)")
        }
        let store = try ProgressStore.open(path: path)
        #expect(try store.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM attempt") } == 500)
        #expect(try store.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM learner") } == 20)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func aWriterKilledMidWriteLeavesAnIntactDatabase() throws {
        let path = try temporaryFolder().appendingPathComponent("killed.sqlite").path
        _ = try ProgressStore.open(path: path)
        let (process, _, _) = try launch(["record-attempts", "--db", path, "--learner", "victim", "--count", "1000000"])
        // Let it write for a while, then kill it without warning, in the middle of its loop.
        var written = 0
        let deadline = Date().addingTimeInterval(10)
        repeat {
            Thread.sleep(forTimeInterval: 0.05)
            written = (try? ProgressStore.open(path: path).writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM attempt") ?? 0 }) ?? 0
        } while written < 20 && Date() < deadline
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let store = try ProgressStore.open(path: path)
        #expect(try store.integrityCheck() == "ok")
        let after = try store.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM attempt") ?? 0 }
        #expect(after >= written)
        try store.recordAttempt(learner: try store.learner("next"), exercise: "x", code: "c", verdict: .pass, failingChecks: [])
        #expect(try store.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM attempt") } == after + 1)
    }
}
