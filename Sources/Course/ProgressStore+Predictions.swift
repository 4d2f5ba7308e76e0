import GRDB

/// How a learner predicted in one lesson.
extension ProgressStore {
    /// How many of the lesson's questions the learner answered right the first time (a later
    /// answer, made once the truth was shown, does not count).
    public func predictionScore(learner: Int64, lesson: String) throws -> Int {
        try writer.read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM prediction p
                WHERE p.learnerId = ? AND p.lesson = ? AND p.correct = 1
                  AND p.madeAt = (SELECT min(madeAt) FROM prediction q WHERE q.learnerId = p.learnerId AND q.lesson = p.lesson AND q.line = p.line)
                """, arguments: [learner, lesson]) ?? 0
        }
    }
}
