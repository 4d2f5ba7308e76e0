import Foundation
import ViewlabCourse

/// Where a workshop server keeps workshops and records: one interface, two databases
/// (`SQLiteWorkshopStore`, `PostgresWorkshopStore`). A store provides only the primitives that
/// differ between them — running statements, and hearing of new records — and every query is
/// written once, in the extensions on this protocol, in SQL both databases read the same way.
protocol WorkshopStore: Sendable {
    var dialect: SQLDialect { get }
    /// Where the data is, for messages: a path, or a `postgres://` URL without its password.
    var place: String { get }

    /// Runs `statements` in one transaction, committed durably before it returns (a record
    /// acknowledged survives a crash), and gives back each statement's rows.
    func transaction(_ statements: [SQLStatement]) async throws -> [[SQLRow]]
    /// The rows of one query.
    func read(_ statement: SQLStatement) async throws -> [SQLRow]

    /// Each record as it is committed, for the live board: those this server stores on SQLite; on
    /// PostgreSQL those that any server sharing the database stores. Read by one reader.
    var addedRecords: AsyncStream<AddedRecord> { get }
    /// Told once this server has stored a new record in `workshop`.
    func didAdd(_ record: WorkshopRecord, to workshop: String)
    /// The new records waiting to be inserted together (`add`).
    var recordInserts: GroupCommit<RecordInsert, [String]?> { get }

    /// What the store does in the background while it is used (PostgreSQL's connections and its
    /// LISTEN), until graceful shutdown or cancellation.
    func run() async throws
    /// Returns once the store hears of new records (at once on SQLite); throws when it cannot.
    func ready() async throws
}

/// A record a store heard of as it was committed: the record itself when this server stored it,
/// so that the live board needs no read; its id when the database announced it (PostgreSQL's
/// trigger, for the records of every server).
enum AddedRecord: Sendable {
    case stored(WorkshopRecord, workshop: String)
    case announced(id: String)
}

extension WorkshopStore {
    /// Runs `body` once the store is ready, with its background work running beside it; the
    /// background work is cancelled when `body` ends.
    func whileRunning<T: Sendable>(_ body: @Sendable @escaping () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await self.run(); return nil }
            group.addTask {
                try await self.ready()
                return try await body()
            }
            defer { group.cancelAll() }
            while let result = try await group.next() {
                if let result { return result }
            }
            throw CancellationError()
        }
    }

    // MARK: Migrations

    /// Applies the migrations the database lacks. Two servers starting at once may both see one as
    /// missing; the second's attempt fails inside its transaction (nothing half-done) and the next
    /// pass finds it applied. A pass fails that way only when another server has just created the
    /// ledger or applied a migration, which happens once each however many servers start, so one
    /// retry for each of those lets every server through (three tries was too few for two servers on
    /// a new database: the ledger and three migrations can each be lost). A database with a
    /// migration this viewlab does not know is refused.
    func migrate(now: Date = Date()) async throws {
        let races = ServerSchema.migrations.count + 1
        var attempt = 0
        while true {
            do {
                _ = try await transaction([SQLStatement(ServerSchema.ledger)])
                let applied = Set(try await read(SQLStatement("SELECT name FROM viewlab_migration")).map { try $0.text("name") })
                if let unknown = applied.subtracting(ServerSchema.migrations.map(\.name)).sorted().first {
                    throw ServerError(ServerMessages.newerDatabase, place, unknown)
                }
                for migration in ServerSchema.migrations where !applied.contains(migration.name) {
                    _ = try await transaction(migration.statements(for: dialect).map { SQLStatement($0) } + [
                        SQLStatement("INSERT INTO viewlab_migration (name, applied_us) VALUES ($1, $2)",
                                     [.text(migration.name), .integer(now.microseconds)]),
                    ])
                }
                return
            } catch let error as ServerError {
                throw error
            } catch where attempt < races {
                attempt += 1
            }
        }
    }

    // MARK: Workshops

    /// The workshop `name`, created with a new join code and key when the database lacks it; a
    /// workshop served again keeps its code and key.
    func openWorkshop(_ name: String, now: Date = Date()) async throws -> ServedWorkshop {
        let rows = try await transaction([
            SQLStatement("""
                INSERT INTO viewlab_workshop (name, join_code, instructor_key, created_us) VALUES ($1, $2, $3, $4)
                ON CONFLICT (name) DO NOTHING
                """, [.text(name), .text(Secret.make(bytes: Secret.codeBytes)), .text(Secret.make(bytes: Secret.keyBytes)),
                      .integer(now.microseconds)]),
            Self.workshopQuery(name),
        ])
        guard let row = rows[1].first else { throw ServerError(ServerMessages.unknownWorkshop, name, place) }
        return try ServedWorkshop(row: row)
    }

    /// The workshop `name` as it is now (its join code may have been replaced meanwhile).
    func workshop(_ name: String) async throws -> ServedWorkshop {
        guard let row = try await read(Self.workshopQuery(name)).first else { throw ServerError(ServerMessages.unknownWorkshop, name, place) }
        return try ServedWorkshop(row: row)
    }

    /// Gives the workshop a new join code; the old one is refused from then on.
    func rotateCode(of name: String) async throws -> ServedWorkshop {
        let rows = try await transaction([
            SQLStatement("UPDATE viewlab_workshop SET join_code = $1 WHERE name = $2",
                         [.text(Secret.make(bytes: Secret.codeBytes)), .text(name)]),
            Self.workshopQuery(name),
        ])
        guard let row = rows[1].first else { throw ServerError(ServerMessages.unknownWorkshop, name, place) }
        return try ServedWorkshop(row: row)
    }

    /// Notes where a server listens for the workshop.
    func setURL(_ url: String, of name: String) async throws {
        _ = try await transaction([SQLStatement("UPDATE viewlab_workshop SET url = $1 WHERE name = $2", [.text(url), .text(name)])])
    }

    private static func workshopQuery(_ name: String) -> SQLStatement {
        SQLStatement("SELECT name, join_code, instructor_key, created_us, url FROM viewlab_workshop WHERE name = $1", [.text(name)])
    }
}

extension Date {
    /// Microseconds since 1970, as the tables keep times.
    var microseconds: Int64 { Int64((timeIntervalSince1970 * 1_000_000).rounded()) }
    init(microseconds: Int64) { self.init(timeIntervalSince1970: Double(microseconds) / 1_000_000) }
}
