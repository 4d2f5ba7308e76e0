/// A value a statement binds or a row holds: the three kinds the server's tables use, so that both
/// databases read and write them alike (a boolean is the integer 0 or 1 in both).
enum SQLValue: Sendable, Equatable {
    case text(String)
    case integer(Int64)
    case null
}

/// One statement and its arguments, written once for both databases with PostgreSQL's `$1`, `$2`, …
/// (the SQLite store spells them `?1`, `?2`, … for SQLite).
struct SQLStatement: Sendable {
    var sql: String
    var arguments: [SQLValue]
    init(_ sql: String, _ arguments: [SQLValue] = []) { self.sql = sql; self.arguments = arguments }
}

/// A row of a result, by column name.
struct SQLRow: Sendable {
    var values: [String: SQLValue]

    func text(_ column: String) throws -> String {
        guard case .text(let value) = values[column] else { throw ServerError(ServerMessages.unexpectedRow, column) }
        return value
    }

    func optionalText(_ column: String) throws -> String? {
        if values[column] == .null { return nil }
        return try text(column)
    }

    func integer(_ column: String) throws -> Int64 {
        guard case .integer(let value) = values[column] else { throw ServerError(ServerMessages.unexpectedRow, column) }
        return value
    }

    func optionalInteger(_ column: String) throws -> Int64? {
        if values[column] == .null { return nil }
        return try integer(column)
    }

    func count(_ column: String) throws -> Int { Int(try integer(column)) }
}
