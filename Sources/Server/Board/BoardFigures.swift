import Foundation
import ViewlabCourse

/// Everything the board and the reports show, from the store's counts at one moment: the board's
/// JSON of the contract (`board`), the gradebook's `ProgressSnapshot` (which `WorkshopReport`
/// writes, as `workshop report` does), and what the page adds — who is stuck and the most-failed
/// checks (`summary`).
struct BoardFigures {
    var workshop: String
    /// The course's exercises, in order: the board's columns.
    var exercises: [String]
    var tallies: [CellTally]
    var failedChecks: [(exercise: String, checks: [String])]
    var now: Date

    /// `GET /api/v1/board`: no code, no feedback.
    struct Board: Encodable {
        struct Cell: Encodable { var attempts: Int, passed: Bool, hints: Int, last: String }
        struct Learner: Encodable { var name: String, exercises: [String: Cell] }
        var workshop: String, exercises: [String], learners: [Learner]
    }

    /// `GET /api/v1/summary`: who is stuck (for how many seconds, by the server's clock) and the
    /// most-failed checks.
    struct Summary: Encodable {
        struct Stuck: Encodable { var learner: String, exercise: String, failures: Int, seconds: Int }
        var stuck: [Stuck], failingChecks: [ProgressSnapshot.FailingCheck]
    }

    var board: Board {
        let known = Set(exercises)
        let learners = Dictionary(grouping: tallies, by: \.learner).map { name, cells in
            Board.Learner(name: name, exercises: Dictionary(uniqueKeysWithValues: cells.filter { known.contains($0.exercise) }.map {
                ($0.exercise, Board.Cell(attempts: $0.attempts, passed: $0.passes > 0, hints: $0.hints, last: $0.lastAt))
            }))
        }
        return Board(workshop: workshop, exercises: exercises, learners: learners.sorted { $0.name < $1.name })
    }

    var snapshot: ProgressSnapshot {
        let known = Set(exercises)
        let learners = Dictionary(grouping: tallies, by: \.learner).map { name, cells in
            ProgressSnapshot.LearnerProgress(
                name: name, workshop: workshop,
                predictions: cells.reduce(0) { $0 + $1.predictions }, correctPredictions: cells.reduce(0) { $0 + $1.rightPredictions },
                exercises: Dictionary(uniqueKeysWithValues: cells.filter { known.contains($0.exercise) }.map { ($0.exercise, $0.standing) }),
                lastActive: cells.map(\.last).max())
        }
        return ProgressSnapshot(takenAt: now, learners: learners.sorted { $0.name < $1.name },
                                failingChecks: ProgressSnapshot.FailingCheck.counted(failedChecks))
    }

    var summary: Summary {
        let snapshot = snapshot
        let stuck = snapshot.learners.compactMap { learner in
            learner.stuck(now: now).map { Summary.Stuck(learner: learner.name, exercise: $0.exercise, failures: $0.failures, seconds: Int($0.since)) }
        }
        return Summary(stuck: stuck, failingChecks: Array(snapshot.failingChecks.prefix(10)))
    }
}
