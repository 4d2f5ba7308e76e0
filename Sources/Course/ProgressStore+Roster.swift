import Foundation
import GRDB

/// A one-machine workshop's roster (`viewlab workshop roster`, `rename`, `merge`, `remove`): the
/// learners of the shared database who belong to the workshop, those who have not started too.
/// Names are the learners' keys here (one database, one machine), so a rename keeps every record
/// with its learner, and a merge moves one learner's records to the other.
extension ProgressStore {
    public struct RosterLearner: Sendable, Equatable {
        public var name: String
        public var joined: Date
        /// Whether they have done anything: a lesson step, a prediction, an attempt, a hint, a solution.
        public var started: Bool

        public init(name: String, joined: Date, started: Bool) { self.name = name; self.joined = joined; self.started = started }
    }

    /// The workshop's learners, by name.
    public func roster(workshop: String) throws -> [RosterLearner] {
        try writer.read { db in
            try requireWorkshop(workshop, db)
            let activity = ["lessonStep", "prediction", "attempt", "hint", "solutionView"]
                .map { "EXISTS (SELECT 1 FROM \($0) WHERE learnerId = l.id)" }.joined(separator: " OR ")
            return try Row.fetchAll(db, sql: "SELECT name, createdAt, (\(activity)) AS started FROM learner l WHERE workshop = ? ORDER BY name",
                                    arguments: [workshop]).map {
                RosterLearner(name: $0["name"], joined: Date(timeIntervalSince1970: $0["createdAt"]), started: $0["started"])
            }
        }
    }

    /// Puts `names` on the workshop's roster before they start (each a learner of it from now on).
    public func enroll(_ names: [String], workshop: String, at time: Date = Date()) throws {
        for name in names { try learner(name, workshop: workshop, at: time) }
    }

    /// Renames the workshop's learner `old`; a name another learner of the database has is refused.
    public func rename(_ old: String, to new: String, workshop: String) throws {
        try writer.write { db in
            let id = try member(old, of: workshop, db)
            guard try Int64.fetchOne(db, sql: "SELECT id FROM learner WHERE name = ?", arguments: [new]) == nil else {
                throw ProgressStoreError(CourseMessages.nameTaken, new, try freeName(like: new, db))
            }
            try db.execute(sql: "UPDATE learner SET name = ? WHERE id = ?", arguments: [new, id])
        }
    }

    /// Moves every record of `source` to `target` (both the workshop's) and forgets `source`. Every
    /// attempt and prediction is kept; a lesson step, a hint level or a solution view both had is one.
    public func merge(_ source: String, into target: String, workshop: String) throws {
        try writer.write { db in
            let from = try member(source, of: workshop, db), to = try member(target, of: workshop, db)
            guard from != to else { throw ProgressStoreError(CourseMessages.mergeIntoSelf, source) }
            for table in ["attempt", "prediction", "lessonStep", "hint", "solutionView"] {
                try db.execute(sql: "UPDATE OR IGNORE \(table) SET learnerId = ? WHERE learnerId = ?", arguments: [to, from])
            }
            // What stayed behind duplicated what the target had; it goes with the learner (ON DELETE CASCADE).
            try db.execute(sql: "DELETE FROM learner WHERE id = ?", arguments: [from])
        }
    }

    /// Takes `name` off the workshop's roster, board and reports; their progress stays in the database.
    public func remove(_ name: String, workshop: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE learner SET workshop = NULL WHERE id = ?", arguments: [try member(name, of: workshop, db)])
        }
    }

    private func requireWorkshop(_ workshop: String, _ db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM workshop WHERE name = ?", arguments: [workshop]) == true else {
            throw ProgressStoreError(CourseMessages.unknownWorkshop, workshop)
        }
    }

    /// The id of the workshop's learner `name`, or why there is none.
    private func member(_ name: String, of workshop: String, _ db: Database) throws -> Int64 {
        try requireWorkshop(workshop, db)
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM learner WHERE name = ? AND workshop = ?", arguments: [name, workshop]) else {
            throw ProgressStoreError(CourseMessages.notInWorkshop, name, workshop)
        }
        return id
    }

    /// `name-2`, `name-3`, …: the first no learner of the database has.
    private func freeName(like name: String, _ db: Database) throws -> String {
        var number = 2
        while try Bool.fetchOne(db, sql: "SELECT 1 FROM learner WHERE name = ?", arguments: ["\(name)-\(number)"]) == true { number += 1 }
        return "\(name)-\(number)"
    }
}
