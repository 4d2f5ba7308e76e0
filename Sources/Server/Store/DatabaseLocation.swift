import Foundation
import Logging

/// Where `--database` says the workshop lives (cli-contract.md): a file path or `sqlite:PATH`
/// (SQLite), or `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` (PostgreSQL, also spelled
/// `postgresql://`; `?sslmode=disable|prefer|require`, prefer by default, as libpq's).
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(PostgresAddress)

    public struct PostgresAddress: Sendable, Equatable {
        public enum TLSMode: String, Sendable { case disable, prefer, require }
        public var host: String
        public var port: Int
        public var user: String
        public var password: String?
        public var database: String
        public var tls: TLSMode
    }

    public init(_ text: String) throws {
        let refusal = ServerError(ServerMessages.badDatabaseURL, text)
        guard text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") else {
            let path = text.hasPrefix("sqlite:") ? String(text.dropFirst("sqlite:".count)) : text
            guard !path.isEmpty else { throw refusal }
            self = .sqlite(path: path)
            return
        }
        guard let url = URLComponents(string: text), let host = url.host, !host.isEmpty, let user = url.user, !user.isEmpty,
              url.path.count > 1, !url.path.dropFirst().contains("/") else { throw refusal }
        let mode = url.queryItems?.first { $0.name == "sslmode" }?.value
        guard let tls = mode.map(PostgresAddress.TLSMode.init(rawValue:)) ?? .prefer else { throw refusal }
        self = .postgres(PostgresAddress(host: host, port: url.port ?? 5432, user: user, password: url.password,
                                         database: String(url.path.dropFirst()), tls: tls))
    }

    /// For messages and logs: the password is left out.
    public var description: String {
        switch self {
        case .sqlite(let path): return path
        case .postgres(let a): return "postgres://\(a.user)@\(a.host):\(a.port)/\(a.database)"
        }
    }

    /// The store this location names.
    func open(logger: Logger) throws -> any WorkshopStore {
        switch self {
        case .sqlite(let path): return try SQLiteWorkshopStore(path: path)
        case .postgres(let address): return try PostgresWorkshopStore(address, place: description, logger: logger)
        }
    }
}
