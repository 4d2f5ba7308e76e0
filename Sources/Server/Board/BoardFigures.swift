import Foundation
import ViewlabCourse

/// Everything the board and the reports show, from the store's counts at one moment: the board's
/// JSON of the contract (`board`), the gradebook's `ProgressSnapshot` (which `WorkshopReport`
/// writes, as `workshop report` does), and what the page adds — who is stuck and the most-failed
/// checks (`summary`). A learner who joined and has done nothing yet is on all three.
struct BoardFigures {
    var workshop: String
    /// The course's exercises, in order: the board's columns.
    var exercises: [String]
    /// The workshop's exercise set, in the instructor's order (empty: none, the whole course).
    var set: [String]
    var tallies: [CellTally]
    /// Everyone on the roster, those who have not started too.
    var roster: [RosterEntry]
    var failedChecks: [(exercise: String, checks: [String])]
    var now: Date

    /// `GET /api/v1/board`: no code, no feedback.
    struct Board: Encodable {
        struct Cell: Encodable { var attempts: Int, passed: Bool, hints: Int, last: String }
        /// Lesson predictions: how many the learner made, and how many of them were right.
        struct Predictions: Encodable { var made: Int, right: Int }
        /// `id`: the learner's id (`name:NAME` for a learner whose client sent no id).
        struct Learner: Encodable { var id: String, name: String, exercises: [String: Cell], predictions: Predictions }
        /// `set`: the workshop's exercise set (empty: none); `exercises` stays the whole course.
        var workshop: String, exercises: [String], set: [String], learners: [Learner]
    }

    /// `GET /api/v1/summary`: who is stuck (for how many seconds, by the server's clock) and the
    /// most-failed checks.
    struct Summary: Encodable {
        struct Stuck: Encodable { var learner: String, exercise: String, failures: Int, seconds: Int }
        var stuck: [Stuck], failingChecks: [ProgressSnapshot.FailingCheck]
    }

    var board: Board {
        let known = Set(exercises)
        let learners = learnerCells.map { id, name, cells in
            Board.Learner(id: id, name: name, exercises: Dictionary(uniqueKeysWithValues: cells.filter { known.contains($0.exercise) }.map {
                ($0.exercise, Board.Cell(attempts: $0.attempts, passed: $0.passes > 0, hints: $0.hints, last: $0.lastAt))
            }), predictions: Board.Predictions(made: cells.reduce(0) { $0 + $1.predictions }, right: cells.reduce(0) { $0 + $1.rightPredictions }))
        }
        return Board(workshop: workshop, exercises: exercises, set: set, learners: learners)
    }

    var snapshot: ProgressSnapshot {
        let known = Set(exercises)
        let learners = learnerCells.map { _, name, cells in
            ProgressSnapshot.LearnerProgress(
                name: name, workshop: workshop,
                predictions: cells.reduce(0) { $0 + $1.predictions }, correctPredictions: cells.reduce(0) { $0 + $1.rightPredictions },
                exercises: Dictionary(uniqueKeysWithValues: cells.filter { known.contains($0.exercise) }.map { ($0.exercise, $0.standing) }),
                lastActive: cells.map(\.last).max())
        }
        return ProgressSnapshot(takenAt: now, learners: learners, failingChecks: ProgressSnapshot.FailingCheck.counted(failedChecks))
    }

    /// Each learner with their cells (none for one on the roster who has not started), by name.
    private var learnerCells: [(id: String, name: String, cells: [CellTally])] {
        let byLearner = Dictionary(grouping: tallies, by: \.learnerID)
        let started = byLearner.map { id, cells in (id: id, name: cells[0].learner, cells: cells) }
        let waiting = roster.filter { byLearner[$0.id] == nil }.map { (id: $0.id, name: $0.name, cells: [CellTally]()) }
        return (started + waiting).sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    var summary: Summary {
        let snapshot = snapshot
        let stuck = snapshot.learners.compactMap { learner in
            learner.stuck(now: now).map { Summary.Stuck(learner: learner.name, exercise: $0.exercise, failures: $0.failures, seconds: Int($0.since)) }
        }
        return Summary(stuck: stuck, failingChecks: Array(snapshot.failingChecks.prefix(10)))
    }
}
