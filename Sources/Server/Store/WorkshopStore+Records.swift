import Foundation
import ViewlabCourse

/// The records' queries, written once for both databases.
extension WorkshopStore {
    /// The record `id` of `workshop`, or nil (another workshop's record, on a shared database).
    func record(_ id: String, in workshop: String) async throws -> WorkshopRecord? {
        try await read(SQLStatement("SELECT \(Self.recordColumns) FROM viewlab_record r WHERE r.workshop = $1 AND r.id = $2",
                                    [.text(workshop), .text(id)])).first.map(WorkshopRecord.init(row:))
    }

    /// A learner's records of one exercise, newest first: the records of the learner `who` (an id
    /// `learner(named:in:)` resolved) and of every learner merged into them.
    func records(of who: String, exercise: String, in workshop: String) async throws -> [WorkshopRecord] {
        try await read(SQLStatement("""
            SELECT \(Self.recordColumns) FROM viewlab_record r
            LEFT JOIN viewlab_learner l ON l.workshop = r.workshop AND l.id = r.learner_id
            WHERE r.workshop = $1 AND COALESCE(l.merged_into, r.learner_id) = $2 AND r.exercise = $3
            ORDER BY r.made_us DESC, r.id DESC
            """, [.text(workshop), .text(who), .text(exercise)])).map(WorkshopRecord.init(row:))
    }

    /// What each learner did on each exercise (or lesson) they touched: one row a cell, its counts
    /// and its newest record's time, in one consistent read. A learner is their id, with the
    /// records of those merged into them; their name is the roster's (else the one they sent);
    /// a learner removed from the roster is left out.
    func tallies(of workshop: String) async throws -> [CellTally] {
        try await read(SQLStatement("""
            SELECT who AS learner_id, COALESCE(w.name, cells.learner) AS learner, exercise, made_at, made_us, attempts, passes, hints,
                   solutions, predictions, right_predictions, first_check_us, last_check_us
            FROM (SELECT COALESCE(l.merged_into, r.learner_id) AS who, r.learner, r.exercise, r.made_at, r.made_us,
                         SUM(CASE WHEN r.kind = 'check' THEN 1 ELSE 0 END) OVER cell AS attempts,
                         SUM(CASE WHEN r.kind = 'check' AND r.passed = 1 THEN 1 ELSE 0 END) OVER cell AS passes,
                         SUM(CASE WHEN r.kind = 'hint' THEN 1 ELSE 0 END) OVER cell AS hints,
                         SUM(CASE WHEN r.kind = 'solution' THEN 1 ELSE 0 END) OVER cell AS solutions,
                         SUM(CASE WHEN r.kind = 'predict' THEN 1 ELSE 0 END) OVER cell AS predictions,
                         SUM(CASE WHEN r.kind = 'predict' AND r.passed = 1 THEN 1 ELSE 0 END) OVER cell AS right_predictions,
                         MIN(CASE WHEN r.kind = 'check' THEN r.made_us END) OVER cell AS first_check_us,
                         MAX(CASE WHEN r.kind = 'check' THEN r.made_us END) OVER cell AS last_check_us,
                         ROW_NUMBER() OVER (PARTITION BY COALESCE(l.merged_into, r.learner_id), r.exercise
                                            ORDER BY r.made_us DESC, r.id DESC) AS recency
                  FROM viewlab_record r LEFT JOIN viewlab_learner l ON l.workshop = r.workshop AND l.id = r.learner_id
                  WHERE r.workshop = $1
                  WINDOW cell AS (PARTITION BY COALESCE(l.merged_into, r.learner_id), r.exercise)) AS cells
            LEFT JOIN viewlab_learner w ON w.workshop = $1 AND w.id = cells.who
            WHERE recency = 1 AND w.removed_us IS NULL
            """, [.text(workshop)])).map(CellTally.init(row:))
    }

    /// The exercise and the checks that failed of each failed check that came with feedback, for
    /// the most-failed checks. Each feedback text is read and parsed once however many times it
    /// came (a class stuck on one check sends the same text hundreds of times).
    func failedChecks(of workshop: String) async throws -> [(exercise: String, checks: [String])] {
        try await read(SQLStatement("""
            SELECT exercise, feedback, COUNT(*) AS times FROM viewlab_record
            WHERE workshop = $1 AND kind = 'check' AND passed = 0 AND feedback IS NOT NULL
            GROUP BY exercise, feedback
            """, [.text(workshop)])).flatMap { row in
            let failed = (exercise: try row.text("exercise"), checks: CheckFeedback.failedChecks(in: try row.text("feedback")))
            return Array(repeating: failed, count: try row.count("times"))
        }
    }

    private static var recordColumns: String {
        "r.id, r.learner, r.learner_id, r.exercise, r.kind, r.passed, r.made_at, r.code, r.feedback"
    }
}

extension WorkshopRecord {
    init(row: SQLRow) throws {
        guard let kind = Kind(rawValue: try row.text("kind")) else { throw ServerError(ServerMessages.unexpectedRow, "kind") }
        self.init(id: try row.text("id"), learner: try row.text("learner"), exercise: try row.text("exercise"), kind: kind,
                  passed: try row.integer("passed") != 0, at: try row.text("made_at"),
                  code: try row.optionalText("code"), feedback: try row.optionalText("feedback"),
                  learnerId: try row.optionalText("learner_id").flatMap(LearnerID.sent))
    }
}
