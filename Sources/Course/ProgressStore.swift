import Foundation
import ViewlabModel
import GRDB

/// Why the progress database cannot be used. The file is never written in these cases.
public struct ProgressStoreError: BilingualError, CustomStringConvertible {
    /// The English text.
    public var message: String
    /// The text in both languages, for a refusal from the catalogue.
    public var text: Bilingual?
    public init(message: String) { self.message = message }
    /// A refusal from the catalogue (`Messages/CourseMessages.swift`), with the values for `%1`, `%2`, ….
    public init(_ entry: Message, _ values: Any...) {
        let text = entry.filled(with: values)
        self.text = text; message = text.en
    }
    public var description: String { message }
}

/// Learners' progress in SQLite through GRDB. Many viewlab processes (a workshop's learners on one
/// machine) write one file at once: WAL lets readers and one writer work together, the busy
/// timeout makes a writer wait for its turn instead of failing with "database is locked", and
/// every record is one transaction, so a process killed mid-write leaves the previous state.
public final class ProgressStore: Sendable {
    let writer: any DatabaseWriter

    /// How long a writer waits for another one before giving up (many learners, one file).
    static let busyTimeout: TimeInterval = 30

    private init(writer: any DatabaseWriter) { self.writer = writer }

    /// Opens (creating when missing) the database at `path`. A damaged file, a file that is not a
    /// viewlab database, or one written by a newer viewlab is refused with a clear message.
    public static func open(path: String) throws -> ProgressStore {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var config = Configuration()
        config.busyMode = .timeout(busyTimeout)
        config.prepareDatabase { db in
            // A commit is on disk before the call returns: a learner's attempt survives a crash.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        // SQLite answers "database is locked" at once, whatever the busy timeout, where waiting could
        // deadlock: a migration's transaction that read the schema before another process, creating
        // the same file, wrote it (WAL's snapshot). Opening again a moment later finds the other's
        // work done; each step below is safe to repeat.
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                // Inspect an existing file read-only first: opening a pool switches the file to WAL,
                // which is already a write, and a refused file must stay exactly as it was.
                if FileManager.default.fileExists(atPath: path) {
                    var readOnly = config
                    readOnly.readonly = true
                    try refuseForeignOrNewer(try DatabaseQueue(path: path, configuration: readOnly), path: path)
                }
                let pool = try DatabasePool(path: path, configuration: config)
                let store = ProgressStore(writer: pool)
                try store.migrate()
                return store
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: .random(in: 0.005...0.05))
            } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
                throw ProgressStoreError(CourseMessages.damagedDatabase, path, error.message ?? "\(error.resultCode)")
            } catch let error as DatabaseError {
                throw ProgressStoreError(CourseMessages.cannotOpenDatabase, path, error.message ?? "\(error.resultCode)")
            }
        }
    }

    /// A private database in memory, for tests.
    public static func inMemory() throws -> ProgressStore {
        let store = ProgressStore(writer: try DatabaseQueue())
        try ProgressSchema.migrator.migrate(store.writer)
        return store
    }

    /// Refuses a database that is not viewlab's, or that a newer viewlab migrated further.
    private static func refuseForeignOrNewer(_ reader: DatabaseQueue, path: String) throws {
        let (superseded, foreign) = try reader.read { db -> (Bool, Bool) in
            let hasMigrations = try db.tableExists("grdb_migrations")
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
            return (hasMigrations ? try ProgressSchema.migrator.hasBeenSuperseded(db) : false, !hasMigrations && tables > 0)
        }
        try reader.close()
        if foreign {
            throw ProgressStoreError(CourseMessages.foreignDatabase, path)
        }
        if superseded {
            throw ProgressStoreError(CourseMessages.newerDatabase, path)
        }
    }

    /// Applies missing migrations. Two processes creating the database at once may both see a
    /// migration as missing; the second one's attempt fails inside its transaction (nothing
    /// half-done), and the retry finds the migration applied.
    private func migrate() throws {
        let migrator = ProgressSchema.migrator
        var attempt = 0
        while true {
            do { try migrator.migrate(writer); return } catch let error as DatabaseError where attempt < 3 {
                attempt += 1
                if try writer.read({ try migrator.hasCompletedMigrations($0) }) { return }
                if error.resultCode != .SQLITE_ERROR && error.resultCode != .SQLITE_CONSTRAINT { throw error }
            }
        }
    }

    /// The migrations applied to this database, oldest first.
    public func appliedMigrations() throws -> [String] {
        try writer.read { try ProgressSchema.migrator.appliedMigrations($0) }
    }

    /// `PRAGMA integrity_check`'s answer: "ok" for a sound file.
    public func integrityCheck() throws -> String {
        try writer.read { try String.fetchAll($0, sql: "PRAGMA integrity_check").joined(separator: "\n") }
    }

    // MARK: Writing

    /// The learner's id, creating the learner on first use; joining a workshop records it.
    @discardableResult
    public func learner(_ name: String, workshop: String? = nil, at time: Date = Date()) throws -> Int64 {
        try writer.write { db in
            if let workshop {
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM workshop WHERE name = ?", arguments: [workshop]) == true else {
                    throw ProgressStoreError(CourseMessages.unknownWorkshop, workshop)
                }
            }
            try db.execute(sql: "INSERT INTO learner (name, createdAt, workshop) VALUES (?, ?, ?) ON CONFLICT(name) DO NOTHING",
                           arguments: [name, time.timeIntervalSince1970, workshop])
            if let workshop {
                try db.execute(sql: "UPDATE learner SET workshop = ? WHERE name = ?", arguments: [workshop, name])
            }
            return try Int64.fetchOne(db, sql: "SELECT id FROM learner WHERE name = ?", arguments: [name])!
        }
    }

    /// The learner's id when they have recorded anything, without creating them (for read-only listings).
    public func existingLearner(_ name: String) throws -> Int64? {
        try writer.read { try Int64.fetchOne($0, sql: "SELECT id FROM learner WHERE name = ?", arguments: [name]) }
    }

    public func createWorkshop(_ name: String, at time: Date = Date()) throws {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO workshop (name, createdAt) VALUES (?, ?) ON CONFLICT(name) DO NOTHING",
                           arguments: [name, time.timeIntervalSince1970])
        }
    }

    public func recordStep(learner: Int64, lesson: String, step: Int, at time: Date = Date()) throws {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO lessonStep (learnerId, lesson, step, seenAt) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                           arguments: [learner, lesson, step, time.timeIntervalSince1970])
        }
    }

    public func recordPrediction(learner: Int64, lesson: String, line: Int, answer: String, correct: Bool, at time: Date = Date()) throws {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO prediction (uuid, learnerId, lesson, line, answer, correct, madeAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           arguments: [UUID().uuidString, learner, lesson, line, answer, correct, time.timeIntervalSince1970])
        }
    }

    /// Records an attempt, unless the learner's last attempt at the exercise was the same code (a
    /// re-check, a `watch` save that changed nothing): it counts once. Returns whether it was recorded.
    @discardableResult
    public func recordAttempt(learner: Int64, exercise: String, code: String, verdict: Verdict, failingChecks: [String],
                              at time: Date = Date()) throws -> Bool {
        let checks = String(decoding: try JSONEncoder().encode(failingChecks), as: UTF8.self)
        return try writer.write { db in
            let last = try String.fetchOne(db, sql: "SELECT code FROM attempt WHERE learnerId = ? AND exercise = ? ORDER BY madeAt DESC, rowid DESC LIMIT 1",
                                           arguments: [learner, exercise])
            guard last != code else { return false }
            try db.execute(sql: "INSERT INTO attempt (uuid, learnerId, exercise, code, verdict, failingChecks, madeAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           arguments: [UUID().uuidString, learner, exercise, code, verdict.rawValue, checks, time.timeIntervalSince1970])
            return true
        }
    }

    /// Records that the learner took the next of `hints` (positions in the exercise's list, the
    /// hint at position i being level i + 1: a task's hints are counted apart from another's) and
    /// returns how many of them they have now (at most `hints.count`).
    public func takeHint(learner: Int64, exercise: String, of hints: Range<Int>, at time: Date = Date()) throws -> Int {
        try writer.write { db in
            let taken = try Int.fetchOne(db, sql: "SELECT count(*) FROM hint WHERE learnerId = ? AND exercise = ? AND level > ? AND level <= ?",
                                         arguments: [learner, exercise, hints.lowerBound, hints.upperBound]) ?? 0
            guard taken < hints.count else { return taken }
            try db.execute(sql: "INSERT INTO hint (learnerId, exercise, level, takenAt) VALUES (?, ?, ?, ?)",
                           arguments: [learner, exercise, hints.lowerBound + taken + 1, time.timeIntervalSince1970])
            return taken + 1
        }
    }

    /// The checks that failed in the learner's newest attempt that ran (a file that did not run
    /// says nothing about the tasks); nil before any.
    public func lastFailingChecks(learner: Int64, exercise: String) throws -> [String]? {
        let json = try writer.read { db in
            try String.fetchOne(db, sql: """
                SELECT failingChecks FROM attempt WHERE learnerId = ? AND exercise = ? AND verdict <> 'error'
                ORDER BY madeAt DESC, rowid DESC LIMIT 1
                """, arguments: [learner, exercise])
        }
        return try json.map { try JSONDecoder().decode([String].self, from: Data($0.utf8)) }
    }

    public func recordSolutionView(learner: Int64, exercise: String, at time: Date = Date()) throws {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO solutionView (learnerId, exercise, viewedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                           arguments: [learner, exercise, time.timeIntervalSince1970])
        }
    }

    // MARK: Reading

    /// How many steps of each lesson the learner has seen, by lesson id.
    public func stepsSeen(learner: Int64) throws -> [String: Int] {
        try writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT lesson, count(*) AS n FROM lessonStep WHERE learnerId = ? GROUP BY lesson", arguments: [learner])
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["lesson"] as String, $0["n"] as Int) })
        }
    }

    /// What one learner did on one exercise.
    public func standing(learner: Int64, exercise: String) throws -> ExerciseStanding {
        try writer.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*) AS attempts, coalesce(sum(verdict = 'pass'), 0) AS passes,
                       coalesce(sum(verdict <> 'pass'), 0) AS failures, min(madeAt) AS first, max(madeAt) AS last
                FROM attempt WHERE learnerId = ? AND exercise = ?
                """, arguments: [learner, exercise])!
            let hints = try Int.fetchOne(db, sql: "SELECT count(*) FROM hint WHERE learnerId = ? AND exercise = ?", arguments: [learner, exercise]) ?? 0
            let viewed = try Bool.fetchOne(db, sql: "SELECT 1 FROM solutionView WHERE learnerId = ? AND exercise = ?", arguments: [learner, exercise]) ?? false
            return ExerciseStanding(attempts: row["attempts"], passed: (row["passes"] as Int) > 0, failures: row["failures"],
                                    hints: hints, solutionViewed: viewed, firstAttempt: (row["first"] as Double?).map(Date.init(timeIntervalSince1970:)),
                                    lastAttempt: (row["last"] as Double?).map(Date.init(timeIntervalSince1970:)))
        }
    }
}

/// A learner's record on one exercise.
public struct ExerciseStanding: Sendable, Equatable, Codable {
    public var attempts: Int
    public var passed: Bool
    public var failures: Int
    public var hints: Int
    public var solutionViewed: Bool
    public var firstAttempt: Date?
    public var lastAttempt: Date?

    public init(attempts: Int, passed: Bool, failures: Int, hints: Int, solutionViewed: Bool, firstAttempt: Date? = nil, lastAttempt: Date? = nil) {
        self.attempts = attempts; self.passed = passed; self.failures = failures; self.hints = hints
        self.solutionViewed = solutionViewed; self.firstAttempt = firstAttempt; self.lastAttempt = lastAttempt
    }

    /// An exercise the learner has not touched.
    public static let untouched = ExerciseStanding(attempts: 0, passed: false, failures: 0, hints: 0, solutionViewed: false)
}
