import Foundation
import Synchronization
import Testing
@testable import ViewlabCourse
@testable import ViewlabServer

/// Group commit (`GroupCommit`, the SQLite store's write path and both stores' new records):
/// transactions asked for during a commit share the next one, each still answered with its own
/// rows; one that fails changes nothing and leaves the others of its batch committed, on both
/// databases; records sent together are each answered as if sent alone.
@Suite(.serialized) struct GroupCommitTests {
    @Test func transactionsAskedForDuringACommitShareTheNextOne() async throws {
        let batches = Mutex<[Int]>([])
        // A commit that takes 50 ms, as a slow disk's flush, and answers each request with its number.
        let group = GroupCommit<[SQLStatement], [[SQLRow]]>()
        let commit: GroupCommit<[SQLStatement], [[SQLRow]]>.Committer = { batch in
            batches.withLock { $0.append(batch.count) }
            try await Task.sleep(for: .milliseconds(50))
            return batch.map { statements in .success([[SQLRow(values: ["n": statements[0].arguments[0]])]]) }
        }
        let answers = try await withThrowingTaskGroup(of: (Int64, Int64).self) { tasks in
            for n in Int64(0)..<40 {
                tasks.addTask { (n, try await group.submit([SQLStatement("SELECT $1 AS n", [.integer(n)])], committedBy: commit)[0][0].integer("n")) }
            }
            return try await tasks.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 40 && answers.allSatisfy { $0.0 == $0.1 })
        let sizes = batches.withLock { $0 }
        #expect(sizes.reduce(0, +) == 40 && sizes.count < 10, "batches \(sizes)")
    }

    @Test(arguments: WorkshopStoreTests.Backend.allCases)
    func aTransactionThatFailsChangesNothingAndTheOthersBesideItCommit(_ backend: WorkshopStoreTests.Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.openWorkshop("demo")
            let records = (0..<20).map { Records.make("learner\($0)") }
            // Its first statement would change the workshop's URL; its second breaks a NOT NULL.
            let failing: @Sendable () async throws -> Void = {
                _ = try await store.transaction([
                    SQLStatement("UPDATE viewlab_workshop SET url = 'changed' WHERE name = 'demo'"),
                    SQLStatement("INSERT INTO viewlab_workshop (name) VALUES ('broken')"),
                ])
            }
            let outcomes = await withTaskGroup(of: Bool.self) { tasks in
                for record in records { tasks.addTask { (try? await store.add(record, to: "demo")) == true } }
                tasks.addTask { (try? await failing()) != nil }
                return await tasks.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 20)
            for record in records { #expect(try await store.record(record.id, in: "demo") == record) }
            #expect(try await store.workshop("demo").url != "changed")
            #expect(try await store.read(SQLStatement("SELECT name FROM viewlab_workshop WHERE name = 'broken'")).isEmpty)
        }
    }

    /// Records sent at once go in batches of one statement; each answer is still its own: new once
    /// for an id sent twice, nil for a join code that is not the workshop's, and a record the
    /// database refuses fails alone (PostgreSQL takes no NUL in a text; SQLite does).
    @Test(arguments: WorkshopStoreTests.Backend.allCases)
    func recordsSentTogetherAreEachAnsweredAsAlone(_ backend: WorkshopStoreTests.Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            let code = try await store.openWorkshop("demo").joinCode
            let records = (0..<60).map { Records.make("learner\($0)") }
            let twice = records[0], refused = Records.make("nul", code: "Text(\"a\u{0}b\")")
            let sends: [(WorkshopRecord, String?)] = records.map { ($0, code) } + [(twice, code), (Records.make("wrong"), "not-the-code"), (refused, nil)]
            let answers = await withTaskGroup(of: (Int, String).self) { tasks in
                for (n, (record, code)) in sends.enumerated() {
                    tasks.addTask {
                        do { return (n, try await store.add(record, to: "demo", code: code).map { "\($0)" } ?? "nil") } catch { return (n, "failed") }
                    }
                }
                return await tasks.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }
            #expect((0..<60).allSatisfy { answers[$0] == "[]" || $0 == 0 })
            #expect([answers[0], answers[60]].compactMap { $0 }.sorted() == ["[]", "nil"])
            #expect(answers[61] == "nil")
            #expect(answers[62] == (backend == .postgres ? "failed" : "[]"))
            for record in records { #expect(try await store.record(record.id, in: "demo") == record) }
            let stored = try await store.read(SQLStatement("SELECT COUNT(*) AS n FROM viewlab_record")).first?.count("n")
            #expect(stored == (backend == .postgres ? 60 : 61))
        }
    }
}
