import Foundation
import Logging
import Testing
import TestSupport
@testable import ViewlabCourse
@testable import ViewlabServer

/// The store interface against both databases, SQLite and a real PostgreSQL (started by the tests
/// on loopback): the same migrations and queries must give the same answers.
@Suite(.serialized) struct WorkshopStoreTests {
    enum Backend: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        var testDescription: String { rawValue }

        func open() throws -> any WorkshopStore {
            let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
            switch self {
            case .sqlite: return try DatabaseLocation(try TimedProcess.temporaryFolder("store").path + "/w.sqlite").open(logger: logger)
            case .postgres: return try DatabaseLocation(try PostgresServer.shared().freshDatabase()).open(logger: logger)
            }
        }
    }

    @Test(arguments: Backend.allCases) func migrationsApplyOnceAndAWorkshopKeepsItsCodeAndKey(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            let first = try await store.openWorkshop("demo")
            try await store.migrate()
            let again = try await store.openWorkshop("demo")
            #expect(again == first)
            #expect(first.joinCode.count == 16 && first.instructorKey.count == 24 && first.joinCode != first.instructorKey)
            #expect(first.joinCode.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            let applied = try await store.read(SQLStatement("SELECT name FROM viewlab_migration")).map { try $0.text("name") }
            #expect(applied == ServerSchema.migrations.map(\.name))
            let other = try await store.openWorkshop("other")
            #expect(other.joinCode != first.joinCode && other.instructorKey != first.instructorKey)
        }
    }

    /// Servers started together on a new database race for the ledger and each migration; every
    /// one of them must come up, with each migration applied once (two servers lost four races
    /// once: `make bench`'s two-server load on PostgreSQL).
    @Test func serversStartedTogetherOnANewDatabaseAllMigrateIt() async throws {
        let url = try PostgresServer.shared().freshDatabase()
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                let store = try DatabaseLocation(url).open(logger: logger)
                group.addTask { try await store.whileRunning { try await store.migrate() } }
            }
            try await group.waitForAll()
        }
        let store = try DatabaseLocation(url).open(logger: logger)
        let applied = try await store.whileRunning {
            try await store.read(SQLStatement("SELECT name FROM viewlab_migration ORDER BY name")).map { try $0.text("name") }
        }
        #expect(applied == ServerSchema.migrations.map(\.name).sorted())
    }

    @Test(arguments: Backend.allCases) func aRecordIsStoredOnceByItsID(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.openWorkshop("demo")
            let record = Records.make(feedback: "✗ root.width == 100")
            #expect(try await store.add(record, to: "demo") == true)
            #expect(try await store.add(record, to: "demo") == false)
            #expect(try await store.records(of: LearnerID.named("ann"), exercise: Records.exercise, in: "demo") == [record])
            #expect(try await store.record(record.id, in: "demo") == record)
        }
    }

    @Test(arguments: Backend.allCases) func talliesCountEachKindAndKeepTheNewestTimeAsWritten(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.openWorkshop("demo")
            // Sent out of order; the newest by time is the hint, written with an offset.
            for record in [Records.make(at: "2026-05-04T10:02:00Z"),
                           Records.make(kind: .hint, at: "2026-05-04T12:05:00.250+02:00"),
                           Records.make(passed: true, at: "2026-05-04T10:03:00Z"),
                           Records.make(at: "2026-05-04T10:01:00.5Z"),
                           Records.make("ann", Records.other, kind: .solution, at: "2026-05-04T09:00:00Z"),
                           Records.make("bo", kind: .predict, passed: true, at: "2026-05-04T09:30:00Z")] {
                _ = try await store.add(record, to: "demo")
            }
            let tallies = try await store.tallies(of: "demo").sorted { ($0.learner, $0.exercise) < ($1.learner, $1.exercise) }
            #expect(tallies.map { "\($0.learner) \($0.exercise) \($0.attempts) \($0.passes) \($0.hints) \($0.solutions) \($0.predictions) \($0.lastAt)" } == [
                "ann \(Records.exercise) 3 1 1 0 0 2026-05-04T12:05:00.250+02:00",
                "ann \(Records.other) 0 0 0 1 0 2026-05-04T09:00:00Z",
                "bo \(Records.exercise) 0 0 0 0 1 2026-05-04T09:30:00Z",
            ])
            #expect(tallies[0].firstCheck?.microseconds == Records.make(at: "2026-05-04T10:01:00.5Z").time?.microseconds)
            #expect(tallies[0].lastCheck?.microseconds == Records.make(at: "2026-05-04T10:03:00Z").time?.microseconds)
            #expect(tallies[1].firstCheck == nil)
            let newestFirst = try await store.records(of: LearnerID.named("ann"), exercise: Records.exercise, in: "demo").map(\.at)
            #expect(newestFirst == ["2026-05-04T12:05:00.250+02:00", "2026-05-04T10:03:00Z", "2026-05-04T10:02:00Z", "2026-05-04T10:01:00.5Z"])
        }
    }

    @Test(arguments: Backend.allCases) func workshopsSharingADatabaseStayApart(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.openWorkshop("a")
            _ = try await store.openWorkshop("b")
            let record = Records.make(feedback: "✗ root.width == 100\n    expected: 100\n✓ other")
            _ = try await store.add(record, to: "a")
            #expect(try await store.record(record.id, in: "b") == nil)
            #expect(try await store.tallies(of: "b").isEmpty)
            #expect(try await store.tallies(of: "a").count == 1)
            let failed = try await store.failedChecks(of: "a")
            #expect(failed.map(\.exercise) == [Records.exercise] && failed.map(\.checks) == [["root.width == 100"]])
        }
    }

    @Test(arguments: Backend.allCases) func rotatingReplacesTheCodeOnly(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            let before = try await store.openWorkshop("demo")
            let after = try await store.rotateCode(of: "demo")
            #expect(after.joinCode != before.joinCode && after.instructorKey == before.instructorKey)
            #expect(try await store.workshop("demo") == after)
            let refusal = await #expect(throws: ServerError.self) { try await store.rotateCode(of: "nope") }
            #expect(refusal?.message.hasPrefix("error: no workshop 'nope' in ") == true)
        }
    }

    @Test(arguments: Backend.allCases) func aWorkshopKeepsItsExerciseSetInOrder(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.openWorkshop("demo")
            _ = try await store.openWorkshop("other")
            #expect(try await store.exerciseSet(of: "demo") == [])
            try await store.setExerciseSet([Records.other, Records.exercise], of: "demo")
            #expect(try await store.exerciseSet(of: "demo") == [Records.other, Records.exercise])
            #expect(try await store.exerciseSet(of: "other") == [])
            try await store.setExerciseSet([], of: "demo")
            #expect(try await store.exerciseSet(of: "demo") == [])
            await #expect(throws: ServerError.self) { try await store.exerciseSet(of: "nope") }
        }
    }

    @Test(arguments: Backend.allCases) func newRecordsAreAnnouncedOnceCommitted(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.openWorkshop("demo")
            let record = Records.make()
            _ = try await store.add(record, to: "demo")
            _ = try await store.add(record, to: "demo")
            let second = Records.make()
            _ = try await store.add(second, to: "demo")
            var heard: [String] = []
            for await added in store.addedRecords {
                switch added {
                case .stored(let record, let workshop): heard.append(record.id); #expect(workshop == "demo")
                case .announced(let id): heard.append(id)
                }
                if heard.count == 2 { break }
            }
            #expect(heard == [record.id, second.id])
        }
    }

    @Test(arguments: Backend.allCases) func aDatabaseANewerViewlabMigratedIsRefused(_ backend: Backend) async throws {
        let store = try backend.open()
        try await store.whileRunning {
            try await store.migrate()
            _ = try await store.transaction([SQLStatement("INSERT INTO viewlab_migration (name, applied_us) VALUES ('v99-future', 0)")])
            let refusal = await #expect(throws: ServerError.self) { try await store.migrate() }
            #expect(refusal?.message.contains("migration 'v99-future' is unknown here") == true)
        }
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() async throws {
        let path = try TimedProcess.temporaryFolder("store").path + "/notes.sqlite"
        try Data("these are notes, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        let refusal = await #expect(throws: ServerError.self) {
            let store = try DatabaseLocation(path).open(logger: Logger(label: "test"))
            try await store.whileRunning { try await store.migrate() }
        }
        #expect(refusal?.message == "error: cannot open the workshop database \(path): file is not a database")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "these are notes, not a database\n")
    }

    @Test func anUnreachablePostgreSQLIsSaidSo() async throws {
        let port = try FreePort.pick()
        let refusal = await #expect(throws: ServerError.self) {
            let store = try DatabaseLocation("postgres://nobody@127.0.0.1:\(port)/none?sslmode=disable").open(logger: Logger(label: "test"))
            try await store.whileRunning { try await store.migrate() }
        }
        #expect(refusal?.message.hasPrefix("error: cannot use PostgreSQL at postgres://nobody@127.0.0.1:\(port)/none: ") == true)
    }
}
