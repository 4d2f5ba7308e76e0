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
        try required(column) { if case .text(let text) = $0 { text } else { nil } }
    }

    func integer(_ column: String) throws -> Int64 {
        try required(column) { if case .integer(let number) = $0 { number } else { nil } }
    }

    func optionalText(_ column: String) throws -> String? { values[column] == .null ? nil : try text(column) }
    func optionalInteger(_ column: String) throws -> Int64? { values[column] == .null ? nil : try integer(column) }
    func count(_ column: String) throws -> Int { Int(try integer(column)) }

    /// The column's value as `extract` reads it; a column missing or of another kind is an error.
    private func required<T>(_ column: String, _ extract: (SQLValue) -> T?) throws -> T {
        guard let value = values[column].flatMap(extract) else { throw ServerError(ServerMessages.unexpectedRow, column) }
        return value
    }
}
