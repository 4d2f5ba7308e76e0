import Foundation

/// A workshop as its server knows it: its name, the join code learners send their records with,
/// and the instructor's key that everything that reads needs. Both are secrets: never logged.
public struct ServedWorkshop: Sendable, Equatable {
    public let name: String
    public let joinCode: String
    public let instructorKey: String
    public let created: Date
    /// Where a server last listened for it (`http://H:P`), for `workshop rotate-code`'s join line.
    public let url: String?

    init(row: SQLRow) throws {
        name = try row.text("name")
        joinCode = try row.text("join_code")
        instructorKey = try row.text("instructor_key")
        created = Date(microseconds: try row.integer("created_us"))
        url = try row.optionalText("url")
    }
}
