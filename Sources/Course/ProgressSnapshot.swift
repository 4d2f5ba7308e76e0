import Foundation
import GRDB

/// Progress at one moment, for `viewlab progress`, the workshop board and the report.
public struct ProgressSnapshot: Codable, Sendable {
    public var takenAt: Date
    public var learners: [LearnerProgress]
    /// Failing checks over all attempts, most frequent first.
    public var failingChecks: [FailingCheck]

    public init(takenAt: Date, learners: [LearnerProgress], failingChecks: [FailingCheck]) {
        self.takenAt = takenAt; self.learners = learners; self.failingChecks = failingChecks
    }

    public struct LearnerProgress: Codable, Sendable {
        public var name: String
        public var workshop: String?
        /// Steps seen, by lesson id.
        public var lessonSteps: [String: Int]
        public var predictions: Int
        public var correctPredictions: Int
        public var exercises: [String: ExerciseStanding]
        /// When the learner last did anything with an exercise.
        public var lastActive: Date?

        public init(name: String, workshop: String?, lessonSteps: [String: Int] = [:], predictions: Int = 0, correctPredictions: Int = 0,
                    exercises: [String: ExerciseStanding] = [:], lastActive: Date? = nil) {
            self.name = name; self.workshop = workshop; self.lessonSteps = lessonSteps; self.predictions = predictions
            self.correctPredictions = correctPredictions; self.exercises = exercises; self.lastActive = lastActive
        }

        /// The exercise the learner works on without a pass, with its failures, when they have
        /// failed it at least twice: what an instructor walks over to help with.
        public func stuck(now: Date) -> (exercise: String, failures: Int, since: TimeInterval)? {
            exercises.filter { !$0.value.passed && $0.value.failures >= 2 }
                .max { ($0.value.lastAttempt ?? .distantPast) < ($1.value.lastAttempt ?? .distantPast) }
                .map { ($0.key, $0.value.failures, now.timeIntervalSince($0.value.firstAttempt ?? now)) }
        }
    }

    public struct FailingCheck: Codable, Sendable, Equatable {
        public var exercise: String
        public var check: String
        public var count: Int

        /// Each failing check of `failures` (an exercise with the checks one attempt failed) with
        /// how often it failed, most frequent first.
        public static func counted(_ failures: [(exercise: String, checks: [String])]) -> [FailingCheck] {
            var counts: [String: FailingCheck] = [:]
            for (exercise, checks) in failures {
                for check in checks { counts["\(exercise)\u{0}\(check)", default: .init(exercise: exercise, check: check, count: 0)].count += 1 }
            }
            return counts.values.sorted { ($1.count, $0.exercise, $0.check) < ($0.count, $1.exercise, $1.check) }
        }
    }
}

extension ProgressStore {
    /// Everyone's progress, or one learner's, or one workshop's.
    public func snapshot(learner: String? = nil, workshop: String? = nil, now: Date = Date()) throws -> ProgressSnapshot {
        try writer.read { db in
            var conditions: [String] = [], arguments: [String] = []
            if let learner { conditions.append("l.name = ?"); arguments.append(learner) }
            if let workshop { conditions.append("l.workshop = ?"); arguments.append(workshop) }
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let args = StatementArguments(arguments)
            var learners: [String: ProgressSnapshot.LearnerProgress] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT l.name, l.workshop FROM learner l \(filter)", arguments: args) {
                learners[row["name"]] = .init(name: row["name"], workshop: row["workshop"], lessonSteps: [:], predictions: 0,
                                               correctPredictions: 0, exercises: [:], lastActive: nil)
            }
            for row in try Row.fetchAll(db, sql: "SELECT l.name, t.lesson, count(*) AS n FROM lessonStep t JOIN learner l ON l.id = t.learnerId \(filter) GROUP BY l.name, t.lesson", arguments: args) {
                learners[row["name"]]?.lessonSteps[row["lesson"]] = row["n"]
            }
            for row in try Row.fetchAll(db, sql: "SELECT l.name, count(*) AS n, sum(correct) AS c FROM prediction t JOIN learner l ON l.id = t.learnerId \(filter) GROUP BY l.name", arguments: args) {
                learners[row["name"]]?.predictions = row["n"]
                learners[row["name"]]?.correctPredictions = row["c"]
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT l.name, t.exercise, count(*) AS attempts, sum(t.verdict = 'pass') AS passes, sum(t.verdict <> 'pass') AS failures,
                       min(t.madeAt) AS first, max(t.madeAt) AS last
                FROM attempt t JOIN learner l ON l.id = t.learnerId \(filter) GROUP BY l.name, t.exercise
                """, arguments: args) {
                let last = Date(timeIntervalSince1970: row["last"])
                learners[row["name"]]?.exercises[row["exercise"]] = ExerciseStanding(
                    attempts: row["attempts"], passed: (row["passes"] as Int) > 0, failures: row["failures"], hints: 0, solutionViewed: false,
                    firstAttempt: Date(timeIntervalSince1970: row["first"]), lastAttempt: last)
                if let name: String = row["name"], (learners[name]?.lastActive ?? .distantPast) < last { learners[name]?.lastActive = last }
            }
            func standing(_ name: String, _ exercise: String) -> ExerciseStanding {
                learners[name]?.exercises[exercise] ?? .untouched
            }
            for row in try Row.fetchAll(db, sql: "SELECT l.name, t.exercise, count(*) AS n FROM hint t JOIN learner l ON l.id = t.learnerId \(filter) GROUP BY l.name, t.exercise", arguments: args) {
                let (name, exercise): (String, String) = (row["name"], row["exercise"])
                guard learners[name] != nil else { continue }
                var s = standing(name, exercise); s.hints = row["n"]; learners[name]?.exercises[exercise] = s
            }
            for row in try Row.fetchAll(db, sql: "SELECT l.name, t.exercise FROM solutionView t JOIN learner l ON l.id = t.learnerId \(filter)", arguments: args) {
                let (name, exercise): (String, String) = (row["name"], row["exercise"])
                guard learners[name] != nil else { continue }
                var s = standing(name, exercise); s.solutionViewed = true; learners[name]?.exercises[exercise] = s
            }
            let failed = (filter.isEmpty ? "WHERE" : filter + " AND") + " t.verdict = 'fail'"
            let failures = try Row.fetchAll(db, sql: "SELECT t.exercise, t.failingChecks FROM attempt t JOIN learner l ON l.id = t.learnerId \(failed)", arguments: args)
                .map { row -> (exercise: String, checks: [String]) in
                    (row["exercise"], (try? JSONDecoder().decode([String].self, from: Data((row["failingChecks"] as String).utf8))) ?? [])
                }
            return ProgressSnapshot(takenAt: now, learners: learners.values.sorted { $0.name < $1.name },
                                    failingChecks: ProgressSnapshot.FailingCheck.counted(failures))
        }
    }
}
