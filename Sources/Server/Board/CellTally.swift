import Foundation
import ViewlabCourse

/// What one learner did on one exercise (or, with predictions, in one lesson), as the store counts
/// it: the board's cell and the report's standing come from the same counts.
struct CellTally: Sendable, Equatable {
    /// Who, as `LearnerID` names them, and the name they go by.
    var learnerID: String
    var learner: String
    var exercise: String
    /// Check records, and how many of them passed.
    var attempts: Int, passes: Int
    var hints: Int, solutions: Int
    /// Prediction records, and how many were right.
    var predictions: Int, rightPredictions: Int
    /// The first and the newest check.
    var firstCheck: Date?, lastCheck: Date?
    /// The newest record's time, as its learner's machine wrote it, and as a moment.
    var lastAt: String, last: Date

    init(row: SQLRow) throws {
        learnerID = try row.text("learner_id"); learner = try row.text("learner"); exercise = try row.text("exercise")
        attempts = try row.count("attempts"); passes = try row.count("passes")
        hints = try row.count("hints"); solutions = try row.count("solutions")
        predictions = try row.count("predictions"); rightPredictions = try row.count("right_predictions")
        firstCheck = try row.optionalInteger("first_check_us").map(Date.init(microseconds:))
        lastCheck = try row.optionalInteger("last_check_us").map(Date.init(microseconds:))
        lastAt = try row.text("made_at"); last = Date(microseconds: try row.integer("made_us"))
    }

    /// The cell as `workshop report` and `progress` count an exercise.
    var standing: ExerciseStanding {
        ExerciseStanding(attempts: attempts, passed: passes > 0, failures: attempts - passes, hints: hints,
                         solutionViewed: solutions > 0, firstAttempt: firstCheck, lastAttempt: lastCheck)
    }
}
