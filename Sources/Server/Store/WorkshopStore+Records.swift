import Foundation
import ViewlabCourse

/// The records' queries, written once for both databases.
extension WorkshopStore {
    /// Stores `record` in `workshop` unless a record with its id is there already; true when it
    /// was new. The record's `time` must be valid (the caller checked it).
    func add(_ record: WorkshopRecord, to workshop: String) async throws -> Bool {
        let rows = try await transaction([SQLStatement("""
            INSERT INTO viewlab_record (id, workshop, learner, exercise, kind, passed, made_at, made_us, code, feedback)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
            ON CONFLICT (id) DO NOTHING RETURNING id
            """, [.text(record.id), .text(workshop), .text(record.learner), .text(record.exercise), .text(record.kind.rawValue),
                  .integer(record.passed ? 1 : 0), .text(record.at), .integer((record.time ?? Date()).microseconds),
                  record.code.map(SQLValue.text) ?? .null, record.feedback.map(SQLValue.text) ?? .null])])
        let added = !rows[0].isEmpty
        if added { didAdd(recordID: record.id) }
        return added
    }

    /// The record `id` of `workshop`, or nil (another workshop's record, on a shared database).
    func record(_ id: String, in workshop: String) async throws -> WorkshopRecord? {
        try await read(SQLStatement("SELECT \(Self.recordColumns) FROM viewlab_record WHERE workshop = $1 AND id = $2",
                                    [.text(workshop), .text(id)])).first.map(WorkshopRecord.init(row:))
    }

    /// A learner's records of one exercise, newest first.
    func records(of learner: String, exercise: String, in workshop: String) async throws -> [WorkshopRecord] {
        try await read(SQLStatement("""
            SELECT \(Self.recordColumns) FROM viewlab_record WHERE workshop = $1 AND learner = $2 AND exercise = $3
            ORDER BY made_us DESC, id DESC
            """, [.text(workshop), .text(learner), .text(exercise)])).map(WorkshopRecord.init(row:))
    }

    /// What each learner did on each exercise (or lesson) they touched: one row a cell, its counts
    /// and its newest record's time, in one consistent read.
    func tallies(of workshop: String) async throws -> [CellTally] {
        try await read(SQLStatement("""
            SELECT learner, exercise, made_at, made_us, attempts, passes, hints, solutions, predictions, right_predictions,
                   first_check_us, last_check_us
            FROM (SELECT learner, exercise, made_at, made_us,
                         SUM(CASE WHEN kind = 'check' THEN 1 ELSE 0 END) OVER cell AS attempts,
                         SUM(CASE WHEN kind = 'check' AND passed = 1 THEN 1 ELSE 0 END) OVER cell AS passes,
                         SUM(CASE WHEN kind = 'hint' THEN 1 ELSE 0 END) OVER cell AS hints,
                         SUM(CASE WHEN kind = 'solution' THEN 1 ELSE 0 END) OVER cell AS solutions,
                         SUM(CASE WHEN kind = 'predict' THEN 1 ELSE 0 END) OVER cell AS predictions,
                         SUM(CASE WHEN kind = 'predict' AND passed = 1 THEN 1 ELSE 0 END) OVER cell AS right_predictions,
                         MIN(CASE WHEN kind = 'check' THEN made_us END) OVER cell AS first_check_us,
                         MAX(CASE WHEN kind = 'check' THEN made_us END) OVER cell AS last_check_us,
                         ROW_NUMBER() OVER (PARTITION BY learner, exercise ORDER BY made_us DESC, id DESC) AS recency
                  FROM viewlab_record WHERE workshop = $1
                  WINDOW cell AS (PARTITION BY learner, exercise)) AS cells
            WHERE recency = 1
            """, [.text(workshop)])).map(CellTally.init(row:))
    }

    /// The exercise and feedback of each failed check that came with feedback, for the most-failed checks.
    func failedChecks(of workshop: String) async throws -> [(exercise: String, checks: [String])] {
        try await read(SQLStatement("""
            SELECT exercise, feedback FROM viewlab_record
            WHERE workshop = $1 AND kind = 'check' AND passed = 0 AND feedback IS NOT NULL
            """, [.text(workshop)])).map { row in
            (try row.text("exercise"), CheckFeedback.failedChecks(in: try row.text("feedback")))
        }
    }

    private static var recordColumns: String { "id, learner, exercise, kind, passed, made_at, code, feedback" }
}

extension WorkshopRecord {
    init(row: SQLRow) throws {
        guard let kind = Kind(rawValue: try row.text("kind")) else { throw ServerError(ServerMessages.unexpectedRow, "kind") }
        self.init(id: try row.text("id"), learner: try row.text("learner"), exercise: try row.text("exercise"), kind: kind,
                  passed: try row.integer("passed") != 0, at: try row.text("made_at"),
                  code: try row.optionalText("code"), feedback: try row.optionalText("feedback"))
    }
}
