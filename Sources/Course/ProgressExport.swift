import Foundation
import GRDB

/// A learner's progress as a file: `viewlab progress export` writes it on a laptop and
/// `viewlab workshop import` merges it into the workshop's database. Every event carries its own
/// key (a UUID, or the learner, exercise and level of a hint), so importing twice adds nothing.
public struct ProgressExport: Codable, Sendable, Equatable {
    public static let formatVersion = 1
    public var format = ProgressExport.formatVersion
    public var exportedAt: Double
    public var learners: [Learner]
    public var steps: [Step]
    public var predictions: [Prediction]
    public var attempts: [Attempt]
    public var hints: [Hint]
    public var solutions: [Solution]

    public struct Learner: Codable, Sendable, Equatable, FetchableRecord { public var name: String; public var createdAt: Double }
    public struct Step: Codable, Sendable, Equatable, FetchableRecord { public var learner: String; public var lesson: String; public var step: Int; public var seenAt: Double }
    public struct Prediction: Codable, Sendable, Equatable, FetchableRecord {
        public var uuid: String; public var learner: String; public var lesson: String; public var line: Int
        public var answer: String; public var correct: Bool; public var madeAt: Double
    }
    public struct Attempt: Codable, Sendable, Equatable, FetchableRecord {
        public var uuid: String; public var learner: String; public var exercise: String; public var code: String
        public var verdict: String; public var failingChecks: [String]; public var madeAt: Double
    }
    public struct Hint: Codable, Sendable, Equatable, FetchableRecord { public var learner: String; public var exercise: String; public var level: Int; public var takenAt: Double }
    public struct Solution: Codable, Sendable, Equatable, FetchableRecord { public var learner: String; public var exercise: String; public var viewedAt: Double }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    public static func decode(_ data: Data, file: String) throws -> ProgressExport {
        let export: ProgressExport
        do { export = try JSONDecoder().decode(ProgressExport.self, from: data) } catch {
            throw CourseError(CourseMessages.notAnExport, file, error)
        }
        guard export.format == formatVersion else {
            throw CourseError(CourseMessages.exportFormat, file, export.format, formatVersion)
        }
        return export
    }
}

extension ProgressStore {
    /// Everything the named learners did (all learners when `learners` is nil).
    public func export(learners names: [String]? = nil, at time: Date = Date()) throws -> ProgressExport {
        try writer.read { db in
            let filter = names.map { "WHERE l.name IN (\($0.map { _ in "?" }.joined(separator: ",")))" } ?? ""
            let args = StatementArguments(names ?? [])
            func rows<T: FetchableRecord>(_ columns: String, _ table: String, order: String) throws -> [T] {
                try T.fetchAll(db, sql: "SELECT l.name AS learner, \(columns) FROM \(table) t JOIN learner l ON l.id = t.learnerId \(filter) ORDER BY \(order)",
                               arguments: args)
            }
            return ProgressExport(
                exportedAt: time.timeIntervalSince1970,
                learners: try ProgressExport.Learner.fetchAll(db, sql: "SELECT l.name, l.createdAt FROM learner l \(filter) ORDER BY l.name", arguments: args),
                steps: try rows("t.lesson, t.step, t.seenAt", "lessonStep", order: "t.seenAt, learner, t.lesson, t.step"),
                predictions: try rows("t.uuid, t.lesson, t.line, t.answer, t.correct, t.madeAt", "prediction", order: "t.madeAt, t.uuid"),
                attempts: try rows("t.uuid, t.exercise, t.code, t.verdict, t.failingChecks, t.madeAt", "attempt", order: "t.madeAt, t.uuid"),
                hints: try rows("t.exercise, t.level, t.takenAt", "hint", order: "t.takenAt, learner, t.exercise, t.level"),
                solutions: try rows("t.exercise, t.viewedAt", "solutionView", order: "t.viewedAt, learner, t.exercise"))
        }
    }

    /// Merges an export in one transaction; rows already present are skipped. Learners join
    /// `workshop` when one is given. Returns how many attempts were new.
    @discardableResult
    public func importProgress(_ export: ProgressExport, workshop: String? = nil) throws -> Int {
        try writer.write { db in
            if let workshop {
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM workshop WHERE name = ?", arguments: [workshop]) == true else {
                    throw ProgressStoreError(CourseMessages.unknownWorkshopToImport, workshop)
                }
            }
            var ids: [String: Int64] = [:]
            for learner in export.learners {
                try db.execute(sql: "INSERT INTO learner (name, createdAt) VALUES (?, ?) ON CONFLICT(name) DO NOTHING",
                               arguments: [learner.name, learner.createdAt])
                if let workshop { try db.execute(sql: "UPDATE learner SET workshop = ? WHERE name = ?", arguments: [workshop, learner.name]) }
                ids[learner.name] = try Int64.fetchOne(db, sql: "SELECT id FROM learner WHERE name = ?", arguments: [learner.name])
            }
            func id(_ name: String) throws -> Int64 {
                guard let id = ids[name] else { throw CourseError(CourseMessages.unlistedLearner, name) }
                return id
            }
            for s in export.steps {
                try db.execute(sql: "INSERT INTO lessonStep (learnerId, lesson, step, seenAt) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                               arguments: [try id(s.learner), s.lesson, s.step, s.seenAt])
            }
            for p in export.predictions {
                try db.execute(sql: "INSERT INTO prediction (uuid, learnerId, lesson, line, answer, correct, madeAt) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                               arguments: [p.uuid, try id(p.learner), p.lesson, p.line, p.answer, p.correct, p.madeAt])
            }
            var added = 0
            for a in export.attempts {
                let checks = String(decoding: try JSONEncoder().encode(a.failingChecks), as: UTF8.self)
                try db.execute(sql: "INSERT INTO attempt (uuid, learnerId, exercise, code, verdict, failingChecks, madeAt) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                               arguments: [a.uuid, try id(a.learner), a.exercise, a.code, a.verdict, checks, a.madeAt])
                added += db.changesCount
            }
            for h in export.hints {
                try db.execute(sql: "INSERT INTO hint (learnerId, exercise, level, takenAt) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                               arguments: [try id(h.learner), h.exercise, h.level, h.takenAt])
            }
            for s in export.solutions {
                try db.execute(sql: "INSERT INTO solutionView (learnerId, exercise, viewedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                               arguments: [try id(s.learner), s.exercise, s.viewedAt])
            }
            return added
        }
    }
}
