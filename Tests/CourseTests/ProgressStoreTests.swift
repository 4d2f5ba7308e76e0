import Foundation
import GRDB
import Testing
@testable import ViewlabCourse

/// The progress database: migrations, refusal of foreign files, import without duplicates.
@Suite struct ProgressStoreTests {
    @Test func migratesAnEmptyDatabaseInWALMode() throws {
        let path = try temporaryFolder().appendingPathComponent("p.sqlite").path
        let store = try ProgressStore.open(path: path)
        #expect(try store.appliedMigrations() == ["v1-progress", "v2-workshops", "v3-outbox", "v4-lessons-in-book-order", "v5-lesson-15-inserted", "v6-exercise-set"])
        #expect(try store.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        // Opening again applies nothing and keeps the data.
        try store.recordAttempt(learner: try store.learner("ana"), exercise: "x", code: "c", verdict: .fail, failingChecks: ["a"])
        let again = try ProgressStore.open(path: path)
        #expect(try again.standing(learner: try again.learner("ana"), exercise: "x").attempts == 1)
    }

    /// Shipped migrations are never edited: this is the schema each one produced when it shipped.
    @Test func shippedMigrationsAreUnchanged() throws {
        let db = try DatabaseQueue()
        func schema() throws -> [String] {
            try db.read { try String.fetchAll($0, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'grdb%' ORDER BY name") }
                .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
        try ProgressSchema.migrator.migrate(db, upTo: "v1-progress")
        let v1 = try schema()
        #expect(v1.count == 8)  // six tables, one index, sqlite_sequence
        #expect(v1.contains("CREATE TABLE attempt ( uuid TEXT PRIMARY KEY, learnerId INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE, exercise TEXT NOT NULL, code TEXT NOT NULL, verdict TEXT NOT NULL CHECK (verdict IN ('pass', 'fail', 'error')), failingChecks TEXT NOT NULL, madeAt REAL NOT NULL)"))
        #expect(v1.contains("CREATE TABLE learner ( id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, createdAt REAL NOT NULL)"))
        try ProgressSchema.migrator.migrate(db, upTo: "v4-lessons-in-book-order")
        let v2 = try schema()
        #expect(v2.contains("CREATE TABLE workshop ( name TEXT PRIMARY KEY, createdAt REAL NOT NULL)"))
        #expect(v2.contains("CREATE TABLE learner ( id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, createdAt REAL NOT NULL, workshop TEXT REFERENCES workshop(name))"))
        try ProgressSchema.migrator.migrate(db)
        #expect(try schema().contains("CREATE TABLE workshop ( name TEXT PRIMARY KEY, createdAt REAL NOT NULL, exerciseSet TEXT)"))
        #expect(ProgressSchema.migrator.migrations == ["v1-progress", "v2-workshops", "v3-outbox", "v4-lessons-in-book-order", "v5-lesson-15-inserted", "v6-exercise-set"])
    }

    @Test func migratesAPreviousVersionDatabaseKeepingItsData() throws {
        let path = try temporaryFolder().appendingPathComponent("v1.sqlite").path
        // A database as the first release left it: only v1, with a learner and an attempt.
        let old = try DatabaseQueue(path: path)
        try ProgressSchema.migrator.migrate(old, upTo: "v1-progress")
        try old.write { db in
            try db.execute(sql: "INSERT INTO learner (name, createdAt) VALUES ('ana', 1)")
            try db.execute(sql: "INSERT INTO attempt (uuid, learnerId, exercise, code, verdict, failingChecks, madeAt) VALUES ('u1', 1, 'span-the-width', 'code', 'pass', '[]', 2)")
        }
        try old.close()
        let store = try ProgressStore.open(path: path)
        #expect(try store.appliedMigrations() == ["v1-progress", "v2-workshops", "v3-outbox", "v4-lessons-in-book-order", "v5-lesson-15-inserted", "v6-exercise-set"])
        let ana = try store.learner("ana")
        #expect(try store.standing(learner: ana, exercise: "span-the-width").passed)
        try store.createWorkshop("w")
        #expect(try store.learner("ana", workshop: "w") == ana)
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func refusesANewerSchemaWithoutTouchingIt() throws {
        let path = try temporaryFolder().appendingPathComponent("new.sqlite").path
        let future = try DatabaseQueue(path: path)
        try ProgressSchema.migrator.migrate(future)
        try future.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        try future.close()
        let before = bytes(path)
        #expect { try ProgressStore.open(path: path) } throws: { error in
            "\(error)".contains("written by a newer viewlab") && "\(error)".contains("left untouched")
        }
        #expect(bytes(path) == before)
    }

    @Test func refusesACorruptFileWithoutTouchingIt() throws {
        let path = try temporaryFolder().appendingPathComponent("bad.sqlite").path
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect { try ProgressStore.open(path: path) } throws: { error in
            "\(error)".contains("not a viewlab progress database or is damaged") && "\(error)".contains(path)
        }
        #expect(bytes(path) == garbage)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func refusesSomeoneElsesDatabase() throws {
        let path = try temporaryFolder().appendingPathComponent("other.sqlite").path
        let other = try DatabaseQueue(path: path)
        try other.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try other.close()
        let before = bytes(path)
        #expect { try ProgressStore.open(path: path) } throws: { "\($0)".contains("not viewlab's") }
        #expect(bytes(path) == before)
    }

    @Test func exportThenImportTwiceAddsNothingTheSecondTime() throws {
        let laptop = try ProgressStore.inMemory()
        let ana = try laptop.learner("ana")
        try laptop.recordStep(learner: ana, lesson: "01-view-trees", step: 1)
        try laptop.recordPrediction(learner: ana, lesson: "01-view-trees", line: 30, answer: "c", correct: true)
        try laptop.recordAttempt(learner: ana, exercise: "span-the-width", code: "a", verdict: .fail, failingChecks: ["bar.width == W"])
        try laptop.recordAttempt(learner: ana, exercise: "span-the-width", code: "b", verdict: .pass, failingChecks: [])
        _ = try laptop.takeHint(learner: ana, exercise: "span-the-width", of: 0..<3)
        try laptop.recordSolutionView(learner: ana, exercise: "span-the-width")
        let export = try ProgressExport.decode(try laptop.export(learners: ["ana"]).encoded(), file: "ana.json")

        let server = try ProgressStore.inMemory()
        try server.createWorkshop("day1")
        try server.learner("bo", workshop: "day1")
        #expect(try server.importProgress(export, workshop: "day1") == 2)
        #expect(try server.importProgress(export, workshop: "day1") == 0)
        let snapshot = try server.snapshot(workshop: "day1")
        #expect(snapshot.learners.map(\.name) == ["ana", "bo"])
        let standing = try #require(snapshot.learners[0].exercises["span-the-width"])
        #expect(standing.attempts == 2 && standing.passed && standing.hints == 1 && standing.solutionViewed)
        #expect(snapshot.learners[0].lessonSteps == ["01-view-trees": 1] && snapshot.learners[0].correctPredictions == 1)
        #expect(snapshot.failingChecks == [.init(exercise: "span-the-width", check: "bar.width == W", count: 1)])
    }

    @Test func hintsStopAtTheLastOne() throws {
        let store = try ProgressStore.inMemory()
        let ana = try store.learner("ana")
        let levels = try (0..<4).map { _ in try store.takeHint(learner: ana, exercise: "x", of: 0..<2) }
        #expect(levels == [1, 2, 2, 2])
    }

    @Test func joiningAnUnknownWorkshopIsRefused() throws {
        let store = try ProgressStore.inMemory()
        #expect { try store.learner("ana", workshop: "nope") } throws: { "\($0)".contains("no workshop 'nope'") }
    }

    /// Progress recorded under a lesson's old id (before the lessons were put in the books' order, and
    /// before lesson 15 moved the later ones on by one) follows the lesson, and the old id still opens it.
    @Test func lessonsRenamedKeepTheirProgress() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path)
        var migrator = ProgressSchema.migrator
        migrator.eraseDatabaseOnSchemaChange = false
        try migrator.migrate(old, upTo: "v3-outbox")
        try old.write { db in
            try db.execute(sql: "INSERT INTO learner (name, createdAt) VALUES ('ana', 0)")
            try db.execute(sql: "INSERT INTO lessonStep (learnerId, lesson, step, seenAt) VALUES (1, '03-the-layout-algorithm', 2, 0)")
            // Under its first id, which v4 moved to 17 and v5 back to 18.
            try db.execute(sql: "INSERT INTO lessonStep (learnerId, lesson, step, seenAt) VALUES (1, '18-performance', 3, 0)")
            try db.execute(sql: "INSERT INTO prediction (uuid, learnerId, lesson, line, answer, correct, madeAt) VALUES ('u', 1, '07-animations', 9, '1', 1, 0)")
        }
        try migrator.migrate(old, upTo: "v4-lessons-in-book-order")
        try old.write { db in
            try db.execute(sql: "INSERT INTO prediction (uuid, learnerId, lesson, line, answer, correct, madeAt) VALUES ('v', 1, '16-drawing', 9, '1', 1, 0)")
        }
        try old.close()
        let store = try ProgressStore.open(path: path)
        let ana = try #require(try store.snapshot(learner: "ana").learners.first)
        #expect(ana.lessonSteps == ["05-the-layout-algorithm": 1, "18-performance": 1])
        #expect(try store.predictionScore(learner: 1, lesson: "11-animations") == 1)
        #expect(try store.predictionScore(learner: 1, lesson: "17-drawing") == 1)
        #expect(try Repo.catalog.lesson("07-animations").id == "11-animations")
        #expect(try Repo.catalog.lesson("17-pro-layout-identity-animation").id == "16-pro-layout-identity-animation")
        #expect(try Repo.catalog.lesson("16-drawing").id == "17-drawing")
        #expect(try Repo.catalog.lesson("15").id == "15-variadic-views-and-matched-geometry")
    }
}
