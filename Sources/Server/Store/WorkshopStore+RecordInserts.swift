import Foundation
import ViewlabCourse

/// A new record to store, with the workshop it is for and the join code it came with.
struct RecordInsert: Sendable {
    var record: WorkshopRecord
    var workshop: String
    var code: String?

    /// Not in source: more than arrive during one commit at a class's busiest (a few dozen at 2,000
    /// records a second); 12 arguments a record, far below either database's limit (SQLite 32,766,
    /// PostgreSQL 65,535); and few statement texts for SQLite's cache of them, one per batch size.
    static let largestBatch = 64
}

/// New records go in together: those sent while the last batch was committing are inserted by one
/// statement, so that the database parses, plans and commits once for all of them. On PostgreSQL
/// that is most of a record's cost: each commit that NOTIFYs holds a lock until the next may
/// start, and wakes every listening server.
extension WorkshopStore {
    /// Stores `record` in `workshop` unless a record with its id is there already; true when it
    /// was new. The record's `time` must be valid (the caller checked it).
    func add(_ record: WorkshopRecord, to workshop: String) async throws -> Bool {
        try await add(record, to: workshop, code: nil) != nil
    }

    /// Stores `record` in `workshop`, in the same statement that checks that `code` (when given) is
    /// still the workshop's join code, so that a code replaced by `rotate-code` in another process
    /// writes nothing from then on. The workshop's exercise set as of the commit when the record was
    /// new; nil when nothing was stored (a record with its id is there, or the code is not the
    /// workshop's), which the caller tells apart on that rarer path.
    func add(_ record: WorkshopRecord, to workshop: String, code: String?) async throws -> [String]? {
        let set = try await recordInserts.submit(RecordInsert(record: record, workshop: workshop, code: code)) { batch in
            await self.insert(batch)
        }
        if set != nil { didAdd(record, to: workshop) }
        return set
    }

    /// Each record's exercise set, or nil. When the batch's statement fails, each record is inserted
    /// alone, so that only a record the database refuses fails (PostgreSQL takes no NUL in a text);
    /// not when the database cannot be used at all (the store's `ServerError`).
    private func insert(_ batch: [RecordInsert]) async -> [Result<[String]?, any Error>] {
        do {
            return try await insertTogether(batch).map { .success($0) }
        } catch let error where batch.count > 1 && !(error is ServerError) {
            var outcomes: [Result<[String]?, any Error>] = []
            for insert in batch {
                do { outcomes.append(.success(try await insertTogether([insert])[0])) } catch { outcomes.append(.failure(error)) }
            }
            return outcomes
        } catch {
            return batch.map { _ in .failure(error) }
        }
    }

    /// The records inserted by one statement, and a record whose id an earlier one of the batch has
    /// by one after it: which of two rows with one id a statement inserts is the database's choice,
    /// and each record's answer must say whether it was the one stored.
    private func insertTogether(_ batch: [RecordInsert]) async throws -> [[String]?] {
        var sets = [[String]?](repeating: nil, count: batch.count)
        var left = Array(batch.indices)
        while !left.isEmpty {
            var ids: Set<String> = [], now: [Int] = [], later: [Int] = []
            for index in left {
                if ids.insert(batch[index].record.id).inserted { now.append(index) } else { later.append(index) }
            }
            var stored: [String: [String]] = [:]
            for row in try await transaction([Self.insertion(of: now.map { batch[$0] })])[0] {
                stored[try row.text("id")] = Self.exerciseSet(try row.optionalText("exercise_set"))
            }
            for index in now { sets[index] = stored[batch[index].record.id] }
            left = later
        }
        return sets
    }

    /// One statement inserting `inserts` (their ids distinct), each unless a record with its id is
    /// there or its code (when it has one) is not its workshop's join code; its rows are the ids
    /// stored, each with its workshop's exercise set as of the commit.
    private static func insertion(of inserts: [RecordInsert]) -> SQLStatement {
        var arguments: [SQLValue] = [], rows: [String] = []
        for insert in inserts {
            let record = insert.record
            let values: [SQLValue] = [
                .text(record.id), .text(insert.workshop), .text(record.learner), .text(record.exercise), .text(record.kind.rawValue),
                .integer(record.passed ? 1 : 0), .text(record.at), .integer((record.time ?? Date()).microseconds),
                record.code.map(SQLValue.text) ?? .null, record.feedback.map(SQLValue.text) ?? .null,
                .text(LearnerID.of(record)), insert.code.map(SQLValue.text) ?? .null,
            ]
            rows.append("(" + (arguments.count + 1...arguments.count + values.count).map { "$\($0)" }.joined(separator: ", ") + ")")
            arguments += values
        }
        return SQLStatement("""
            WITH sent (id, workshop, learner, exercise, kind, passed, made_at, made_us, code, feedback, learner_id, join_code)
            AS (VALUES \(rows.joined(separator: ", ")))
            INSERT INTO viewlab_record (id, workshop, learner, exercise, kind, passed, made_at, made_us, code, feedback, learner_id)
            SELECT s.id, s.workshop, s.learner, s.exercise, s.kind, s.passed, s.made_at, s.made_us, s.code, s.feedback, s.learner_id
            FROM sent s JOIN viewlab_workshop w ON w.name = s.workshop
            WHERE s.join_code IS NULL OR w.join_code = s.join_code
            ON CONFLICT (id) DO NOTHING
            RETURNING id, (SELECT v.exercise_set FROM viewlab_workshop v WHERE v.name = viewlab_record.workshop) AS exercise_set
            """, arguments)
    }
}
