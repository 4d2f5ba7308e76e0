import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle
import ViewlabCourse

/// The workshop store in PostgreSQL, through postgres-nio: several servers, on one machine or
/// several, share one workshop. A trigger (`ServerSchema`) NOTIFYs each new record's id, and every
/// server LISTENs, so a record sent to any server is on every board. Each statement batch is one
/// transaction, committed before the answer.
final class PostgresWorkshopStore: WorkshopStore {
    let dialect = SQLDialect.postgres
    let place: String
    let addedRecords: AsyncStream<AddedRecord>
    private let announce: AsyncStream<AddedRecord>.Continuation
    private let client: PostgresClient
    private let probe: PostgresConnection.Configuration
    private let listening = Latch()
    private let logger: Logger
    let recordInserts = GroupCommit<RecordInsert, [String]?>(largest: RecordInsert.largestBatch)

    init(_ address: DatabaseLocation.PostgresAddress, place: String, logger: Logger) throws {
        self.place = place
        // Below info, postgres-nio logs the messages it exchanges, rows holding codes and keys among them.
        var logger = logger
        logger.logLevel = max(logger.logLevel, .info)
        self.logger = logger
        (addedRecords, announce) = AsyncStream.makeStream(of: AddedRecord.self)
        // TLS as libpq's sslmode says, with the system's trusted certificates.
        let tls: PostgresClient.Configuration.TLS, probeTLS: PostgresConnection.Configuration.TLS
        switch address.tls {
        case .disable: (tls, probeTLS) = (.disable, .disable)
        case .prefer: (tls, probeTLS) = (.prefer(.makeClientConfiguration()), .prefer(try .init(configuration: .makeClientConfiguration())))
        case .require: (tls, probeTLS) = (.require(.makeClientConfiguration()), .require(try .init(configuration: .makeClientConfiguration())))
        }
        probe = PostgresConnection.Configuration(host: address.host, port: address.port, username: address.user,
                                                 password: address.password, database: address.database, tls: probeTLS)
        var configuration = PostgresClient.Configuration(host: address.host, port: address.port, username: address.user,
                                                         password: address.password, database: address.database, tls: tls)
        configuration.options.connectTimeout = .seconds(5)
        // No background logger: its one warning (a lease asked for while `run` is starting) is noise
        // here, and what fails reaches the caller as an error.
        client = PostgresClient(configuration: configuration)
    }

    func transaction(_ statements: [SQLStatement]) async throws -> [[SQLRow]] {
        // One statement is a transaction of its own (committed before PostgreSQL answers): one
        // round trip rather than BEGIN, the statement and COMMIT — a record's insert.
        if statements.count == 1 {
            return [try await read(statements[0])]
        }
        return try await failing {
            try await self.client.withTransaction(logger: self.logger) { connection in
                var results: [[SQLRow]] = []
                for statement in statements {
                    results.append(try await Self.rows(of: try await connection.query(Self.query(statement), logger: self.logger)))
                }
                return results
            }
        }
    }

    func read(_ statement: SQLStatement) async throws -> [SQLRow] {
        try await failing { try await Self.rows(of: try await self.client.query(Self.query(statement), logger: self.logger)) }
    }

    /// The trigger announces every record, this server's too.
    func didAdd(_ record: WorkshopRecord, to workshop: String) {}

    func run() async throws {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.client.run() }
            group.addTask { await self.listen() }
        }
        announce.finish()
    }

    /// Connects once on its own first: the pool retries a server it cannot reach (or that refuses
    /// the user or the database) for a minute before it fails, while this says why at once.
    func ready() async throws {
        do {
            try await PostgresConnection.connect(configuration: probe, id: 0, logger: logger).close()
        } catch {
            throw ServerError(ServerMessages.cannotUsePostgres, place, Self.explain(error))
        }
        try await listening.wait()
    }

    /// LISTENs on one connection for as long as the server runs, connecting again after a loss.
    private func listen() async {
        while !Task.isCancelled, !Task.isShuttingDownGracefully {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: ServerSchema.recordChannel) { notifications in
                        self.listening.settle(.success(()))
                        for try await notification in notifications.cancelOnGracefulShutdown() {
                            self.announce.yield(.announced(id: notification.payload))
                        }
                    }
                }
            } catch {
                listening.settle(.failure(ServerError(ServerMessages.cannotUsePostgres, place, Self.explain(error))))
                if Task.isCancelled { return }
                logger.warning("listening for new records failed; trying again", metadata: ["reason": "\(Self.explain(error))"])
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    /// A database that cannot be reached, or refuses us, as the store's error with PostgreSQL's
    /// reason; the errors of a statement (a race lost during migrations) pass as they are.
    private func failing<T>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch let error as PSQLError where Self.isConnectionTrouble(error) {
            throw ServerError(ServerMessages.cannotUsePostgres, place, Self.explain(error))
        }
    }

    /// No answer from the server, or SQLSTATE classes 08 (connection), 28 (authorization) and 3D
    /// (no such database).
    private static func isConnectionTrouble(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else { return true }
        return ["08", "28", "3D"].contains(String(state.prefix(2)))
    }

    /// PostgreSQL's own message, else the connection's (postgres-nio's description hides both).
    /// Never the query: its arguments may hold a join code.
    private static func explain(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }

    private static func query(_ statement: SQLStatement) -> PostgresQuery {
        var binds = PostgresBindings(capacity: statement.arguments.count)
        for argument in statement.arguments {
            switch argument {
            case .text(let text): binds.append(text)
            case .integer(let number): binds.append(number)
            case .null: binds.appendNull()
            }
        }
        return PostgresQuery(unsafeSQL: statement.sql, binds: binds)
    }

    private static func rows(of sequence: PostgresRowSequence) async throws -> [SQLRow] {
        var rows: [SQLRow] = []
        for try await row in sequence {
            var values: [String: SQLValue] = [:]
            for cell in row {
                values[cell.columnName] = switch (cell.bytes, cell.dataType) {
                case (nil, _): .null
                case (_, .int2), (_, .int4), (_, .int8): .integer(try cell.decode(Int64.self))
                default: .text(try cell.decode(String.self))
                }
            }
            rows.append(SQLRow(values: values))
        }
        return rows
    }
}
