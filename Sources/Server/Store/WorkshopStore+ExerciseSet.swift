/// A workshop's exercise set ("today: these 8"), which the board, the reports and the learners'
/// `viewlab exercises` follow.
extension WorkshopStore {
    /// The set, in the instructor's order; empty when there is none (the whole course).
    func exerciseSet(of workshop: String) async throws -> [String] {
        guard let row = try await read(SQLStatement("SELECT exercise_set FROM viewlab_workshop WHERE name = $1", [.text(workshop)])).first else {
            throw ServerError(ServerMessages.unknownWorkshop, workshop, place)
        }
        return Self.exerciseSet(try row.optionalText("exercise_set"))
    }

    /// The set as its column holds it: ids a line; NULL for none.
    static func exerciseSet(_ column: String?) -> [String] {
        column.map { $0.split(separator: "\n").map(String.init) } ?? []
    }

    /// Makes `exercises` the set (none: the whole course again).
    func setExerciseSet(_ exercises: [String], of workshop: String) async throws {
        _ = try await transaction([SQLStatement("UPDATE viewlab_workshop SET exercise_set = $1 WHERE name = $2", [
            exercises.isEmpty ? .null : .text(exercises.joined(separator: "\n")), .text(workshop),
        ])])
    }
}
