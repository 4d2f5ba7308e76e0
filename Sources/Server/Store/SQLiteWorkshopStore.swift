import Foundation
import GRDB
import ServiceLifecycle
import ViewlabCourse

/// The workshop store in one SQLite file, through GRDB: nothing to install. Settings as
/// `ProgressStore`'s: WAL, so the board reads while records are written; `synchronous = FULL`, so a
/// record is on disk before its 201; a busy timeout, so a second process waits rather than fails.
/// Transactions commit in groups (`GroupCommit`): one flush of the disk for all the records that
/// came during the last one, which is what lets one server take thousands of records a second.
/// New records are heard of in this process only: two servers on one SQLite file do not see each
/// other's live (PostgreSQL is for that). Checkpoints (copying the log into the database file, with
/// a flush of its own) run beside the writes, on a connection of their own, rather than inside the
/// commit that happened to cross SQLite's threshold, which would hold every request behind it.
final class SQLiteWorkshopStore: WorkshopStore {
    let dialect = SQLDialect.sqlite
    let place: String
    let addedRecords: AsyncStream<AddedRecord>
    private let announce: AsyncStream<AddedRecord>.Continuation
    private let pool: DatabasePool
    private let group = GroupCommit<[SQLStatement], [[SQLRow]]>()
    let recordInserts = GroupCommit<RecordInsert, [String]?>(largest: RecordInsert.largestBatch)
    /// Opened by `run`, which checkpoints with it.
    private let path: String
    private let configuration: Configuration

    init(path: String) throws {
        place = path
        (addedRecords, announce) = AsyncStream.makeStream(of: AddedRecord.self)
        try? FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // `run` checkpoints instead (see above).
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch let error as DatabaseError {
            throw ServerError(ServerMessages.cannotOpenSQLite, path, error.message ?? "\(error.resultCode)")
        }
        self.pool = pool
        self.path = path
        self.configuration = configuration
    }

    func transaction(_ statements: [SQLStatement]) async throws -> [[SQLRow]] {
        try await failing { try await self.group.submit(statements) { batch in try await Self.commit(batch, in: self.pool) } }
    }

    func read(_ statement: SQLStatement) async throws -> [SQLRow] {
        try await failing { try await self.pool.read { db in try Self.rows(of: statement, in: db) } }
    }

    func didAdd(_ record: WorkshopRecord, to workshop: String) { announce.yield(.stored(record, workshop: workshop)) }

    /// Checkpoints every `checkpointInterval` until graceful shutdown; the stream of records ends
    /// with the server. A process that only opens the store (`rotate-code`) leaves its writes to the
    /// server's checkpoints, or to SQLite's own when the last connection closes.
    func run() async throws {
        let checkpointer = try DatabaseQueue(path: path, configuration: configuration)
        await withDiscardingTaskGroup { group in
            group.addTask {
                while (try? await Task.sleep(for: Self.checkpointInterval)) != nil {
                    // PASSIVE: copies what no reader still needs, never waiting for the writer or a reader.
                    _ = try? await checkpointer.writeWithoutTransaction { db in try db.checkpoint(.passive) }
                }
            }
            try? await gracefulShutdown()
            group.cancelAll()
        }
        announce.finish()
    }

    private static let checkpointInterval = Duration.milliseconds(250)

    func ready() async throws {}

    /// The file's troubles as the store's errors, naming it ("file is not a database"); other
    /// errors (a statement that lost a race) pass as they are.
    private func failing<T>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch let error as DatabaseError where Self.fileTroubles.contains(error.resultCode.primaryResultCode) {
            throw ServerError(ServerMessages.cannotOpenSQLite, place, error.message ?? "\(error.resultCode)")
        }
    }

    /// A batch of transactions run as one (`GroupCommit`), each in a savepoint of its own.
    private static func commit(_ batch: [[SQLStatement]], in pool: DatabasePool) async throws -> [Result<[[SQLRow]], any Error>] {
        try await pool.write { db in
            try batch.map { statements in
                do {
                    var rows: [[SQLRow]] = []
                    try db.inSavepoint {
                        rows = try statements.map { try Self.rows(of: $0, in: db) }
                        return .commit
                    }
                    return .success(rows)
                } catch {
                    // Some errors (a full disk, I/O) end the whole transaction: then the batch fails.
                    guard db.isInsideTransaction else { throw error }
                    return .failure(error)
                }
            }
        }
    }

    /// The statement in SQLite's spelling: PostgreSQL's `$1`, `$2`, … become `?1`, `?2`, … (the
    /// statements hold no `$` in their text otherwise).
    private static func sqliteSQL(_ sql: String) -> String {
        var bytes = Array(sql.utf8)
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: "$") && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
            bytes[index] = UInt8(ascii: "?")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let fileTroubles: [ResultCode] = [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_CANTOPEN, .SQLITE_READONLY,
                                                    .SQLITE_PERM, .SQLITE_IOERR, .SQLITE_FULL]

    private static func rows(of statement: SQLStatement, in db: Database) throws -> [SQLRow] {
        let arguments = StatementArguments(statement.arguments.map { value -> DatabaseValue in
            switch value {
            case .text(let text): return text.databaseValue
            case .integer(let number): return number.databaseValue
            case .null: return .null
            }
        })
        // Cached: a record's few statements are compiled once per connection, not per request.
        return try Row.fetchAll(db.cachedStatement(sql: sqliteSQL(statement.sql)), arguments: arguments).map { row in
            SQLRow(values: Dictionary(zip(row.columnNames, row.databaseValues.map { value -> SQLValue in
                switch value.storage {
                case .int64(let number): return .integer(number)
                case .double(let number): return .integer(Int64(number))
                case .string(let text): return .text(text)
                case .blob(let data): return .text(String(decoding: data, as: UTF8.self))
                case .null: return .null
                }
            }), uniquingKeysWith: { first, _ in first }))
        }
    }
}
