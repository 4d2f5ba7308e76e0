import Foundation
import Synchronization
import Testing
@testable import ViewlabCourse
@testable import ViewlabServer

/// Group commit (`GroupCommit`, the SQLite store's write path): transactions asked for during a
/// commit share the next one, each still answered with its own rows; one that fails changes
/// nothing and leaves the others of its batch committed, on both databases.
@Suite(.serialized) struct GroupCommitTests {
    @Test func transactionsAskedForDuringACommitShareTheNextOne() async throws {
        let batches = Mutex<[Int]>([])
        // A commit that takes 50 ms, as a slow disk's flush, and answers each request with its number.
        let group = GroupCommit { batch in
            batches.withLock { $0.append(batch.count) }
            try await Task.sleep(for: .milliseconds(50))
            return batch.map { statements in .success([[SQLRow(values: ["n": statements[0].arguments[0]])]]) }
        }
        let answers = try await withThrowingTaskGroup(of: (Int64, Int64).self) { tasks in
            for n in Int64(0)..<40 {
                tasks.addTask { (n, try await group.transaction([SQLStatement("SELECT $1 AS n", [.integer(n)])])[0][0].integer("n")) }
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
}
