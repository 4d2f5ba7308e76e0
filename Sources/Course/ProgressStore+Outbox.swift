import Foundation
import GRDB

/// The records waiting for the workshop server, kept in the learner's progress database: a record
/// is queued in its own transaction once the work is recorded, removed only when the server has
/// acknowledged it, so a command killed, a laptop offline or a server down loses nothing.
extension ProgressStore {
    public func enqueue(_ record: WorkshopRecord) throws {
        // Keys sorted, so that a record is the same bytes each time it is sent.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = String(decoding: try encoder.encode(record), as: UTF8.self)
        try writer.write { db in
            try db.execute(sql: "INSERT INTO outbox (id, body, queuedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                           arguments: [record.id, body, Date().timeIntervalSince1970])
        }
    }

    /// The queued records, oldest first, as their JSON bodies by id.
    public func queuedRecords() throws -> [(id: String, body: Data)] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, body FROM outbox ORDER BY queuedAt, rowid").map { row in
                (row["id"], Data((row["body"] as String).utf8))
            }
        }
    }

    public func removeQueued(_ id: String) throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [id]) }
    }

    public func queuedCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM outbox") ?? 0 }
    }
}
