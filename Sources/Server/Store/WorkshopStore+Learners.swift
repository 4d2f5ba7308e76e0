import Foundation

/// A learner on a workshop's roster: joined, not merged into another, not removed.
struct RosterEntry: Sendable, Equatable {
    var id: String
    var name: String
    var joined: Date
    /// Whether a record of theirs (or of a learner merged into them) is stored; nil where not asked.
    var started: Bool?

    init(row: SQLRow) throws {
        id = try row.text("id"); name = try row.text("name"); joined = Date(microseconds: try row.integer("joined_us"))
        // Only the roster's query asks for it.
        started = row.values["started"] == nil ? nil : try row.integer("started") != 0
    }
}

/// What became of a learner joining (`register`).
enum Registration: Equatable {
    case joined(RosterEntry, isNew: Bool)
    /// Another learner goes by the name; `suggestion` is one that is free.
    case nameTaken(suggestion: String)
}

/// The roster's queries (`ServerSchema`'s `v2-learner-ids`), written once for both databases:
/// joining, and the instructor's rename, merge and remove. None of them changes a record; a
/// merge or a removal is a mark on the roster that the board's queries follow.
extension WorkshopStore {
    /// The learners on the roster, by name.
    func roster(of workshop: String) async throws -> [RosterEntry] {
        try await read(SQLStatement("""
            SELECT l.id, l.name, l.joined_us,
                   CASE WHEN EXISTS (SELECT 1 FROM viewlab_record r LEFT JOIN viewlab_learner m ON m.workshop = r.workshop AND m.id = r.learner_id
                                     WHERE r.workshop = l.workshop AND COALESCE(m.merged_into, r.learner_id) = l.id) THEN 1 ELSE 0 END AS started
            FROM viewlab_learner l
            WHERE l.workshop = $1 AND l.merged_into IS NULL AND l.removed_us IS NULL ORDER BY l.name, l.id
            """, [.text(workshop)])).map(RosterEntry.init(row:))
    }

    /// Joins `name` to the workshop: as the learner `id` when the machine has one from an earlier
    /// join (renaming them when the name is new), else as a new learner with a new id. Refused when
    /// another learner goes by the name.
    func register(name: String, id: String?, in workshop: String, now: Date = Date()) async throws -> Registration {
        if let holder = try await holder(ofName: name, in: workshop), holder != id {
            return .nameTaken(suggestion: try await freeName(like: name, in: workshop))
        }
        var isNew = true
        if let id { isNew = try await learnerRow(id, in: workshop) == nil }
        let rows = try await transaction([SQLStatement("""
            INSERT INTO viewlab_learner (workshop, id, name, joined_us) VALUES ($1, $2, $3, $4)
            ON CONFLICT (workshop, id) DO UPDATE SET name = excluded.name, removed_us = NULL
            RETURNING id, name, joined_us
            """, [.text(workshop), .text(id ?? UUID().uuidString.lowercased()), .text(name), .integer(now.microseconds)])])
        guard let row = rows[0].first else { throw ServerError(ServerMessages.unexpectedRow, "id") }
        return .joined(try RosterEntry(row: row), isNew: isNew)
    }

    /// Who `nameOrID` is, as the board counts them: the learner with that id (the one they were
    /// merged into, if so), else the one going by that name; nil when there is none.
    func learner(named nameOrID: String, in workshop: String) async throws -> String? {
        if let row = try await read(SQLStatement("SELECT COALESCE(merged_into, id) AS who FROM viewlab_learner WHERE workshop = $1 AND id = $2",
                                                 [.text(workshop), .text(nameOrID)])).first {
            return try row.text("who")
        }
        if let holder = try await holder(ofName: nameOrID, in: workshop) { return holder }
        return try await read(SQLStatement("SELECT learner_id FROM viewlab_record WHERE workshop = $1 AND learner_id = $2 LIMIT 1",
                                           [.text(workshop), .text(nameOrID)])).first.map { try $0.text("learner_id") }
    }

    /// Gives the learner `who` the name `name`; false when another learner goes by it.
    func rename(_ who: String, to name: String, in workshop: String) async throws -> Bool {
        if let holder = try await holder(ofName: name, in: workshop), holder != who { return false }
        let joined = try await firstRecord(of: who, in: workshop)?.at ?? Date()
        _ = try await transaction([SQLStatement("""
            INSERT INTO viewlab_learner (workshop, id, name, joined_us) VALUES ($1, $2, $3, $4)
            ON CONFLICT (workshop, id) DO UPDATE SET name = excluded.name
            """, [.text(workshop), .text(who), .text(name), .integer(joined.microseconds)])])
        return true
    }

    /// Counts the learner `source`'s records, and those of everyone merged into them, as
    /// `target`'s from now on (the records themselves stay as they were sent).
    func merge(_ source: String, into target: String, in workshop: String, now: Date = Date()) async throws {
        _ = try await transaction([
            try await keepOnRoster(target, in: workshop, now: now, mark: nil),
            try await keepOnRoster(source, in: workshop, now: now, mark: ("merged_into", .text(target))),
            SQLStatement("UPDATE viewlab_learner SET merged_into = $3 WHERE workshop = $1 AND merged_into = $2",
                         [.text(workshop), .text(source), .text(target)]),
        ])
    }

    /// Takes the learner `who` off the roster, the board and the reports (their records stay).
    func remove(_ who: String, in workshop: String, now: Date = Date()) async throws {
        _ = try await transaction([try await keepOnRoster(who, in: workshop, now: now, mark: ("removed_us", .integer(now.microseconds)))])
    }

    // MARK: Parts

    /// The learner going by `name`: on the roster, or (not on it) known by that name from records
    /// of a client older than ids.
    private func holder(ofName name: String, in workshop: String) async throws -> String? {
        try await read(SQLStatement("""
            SELECT id FROM viewlab_learner WHERE workshop = $1 AND name = $2 AND merged_into IS NULL AND removed_us IS NULL
            UNION ALL
            SELECT learner_id AS id FROM viewlab_record r WHERE r.workshop = $1 AND r.learner_id = $3
                AND NOT EXISTS (SELECT 1 FROM viewlab_learner l WHERE l.workshop = $1 AND l.id = $3)
            LIMIT 1
            """, [.text(workshop), .text(name), .text(LearnerID.named(name))])).first.map { try $0.text("id") }
    }

    /// `name-2`, `name-3`, …: the first no learner goes by.
    func freeName(like name: String, in workshop: String) async throws -> String {
        var number = 2
        while try await holder(ofName: "\(name)-\(number)", in: workshop) != nil { number += 1 }
        return "\(name)-\(number)"
    }

    private func learnerRow(_ id: String, in workshop: String) async throws -> SQLRow? {
        try await read(SQLStatement("SELECT id FROM viewlab_learner WHERE workshop = $1 AND id = $2", [.text(workshop), .text(id)])).first
    }

    /// When the learner `who` first sent anything, and a name they sent (for a learner the roster lacks).
    private func firstRecord(of who: String, in workshop: String) async throws -> (at: Date, name: String)? {
        try await read(SQLStatement("""
            SELECT MIN(made_us) AS first_us, MAX(learner) AS learner FROM viewlab_record WHERE workshop = $1 AND learner_id = $2
            HAVING COUNT(*) > 0
            """, [.text(workshop), .text(who)])).first.map { (Date(microseconds: try $0.integer("first_us")), try $0.text("learner")) }
    }

    /// The statement that puts `who` on the roster when only their records know them (under the
    /// name they sent), with `mark` set (`merged_into` or `removed_us`), or sets `mark` when they are.
    private func keepOnRoster(_ who: String, in workshop: String, now: Date, mark: (column: String, value: SQLValue)?) async throws -> SQLStatement {
        let first = try await firstRecord(of: who, in: workshop)
        let name = first?.name ?? String(who.dropFirst(who.hasPrefix(LearnerID.namePrefix) ? LearnerID.namePrefix.count : 0))
        let joined = (first?.at ?? now).microseconds
        guard let mark else {
            return SQLStatement("INSERT INTO viewlab_learner (workshop, id, name, joined_us) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
                                [.text(workshop), .text(who), .text(name), .integer(joined)])
        }
        return SQLStatement("""
            INSERT INTO viewlab_learner (workshop, id, name, joined_us, \(mark.column)) VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (workshop, id) DO UPDATE SET \(mark.column) = excluded.\(mark.column)
            """, [.text(workshop), .text(who), .text(name), .integer(joined), mark.value])
    }
}
