import GRDB

/// A workshop's exercise set ("today: these 8"): the instructor's choice of exercises, in their
/// order, which the board, the reports and the learners' `viewlab exercises` show first or only.
extension Catalog {
    /// The exercises of `set`, in its order (an id the course lacks is left out); the whole course
    /// when `set` is empty.
    public func exercises(in set: [String]) -> [Exercise] {
        guard !set.isEmpty else { return exercises }
        let byID = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return set.compactMap { byID[$0] }
    }
}

/// A one-machine workshop's set, kept with the workshop in the shared database.
extension ProgressStore {
    /// The set (empty: none).
    public func exerciseSet(workshop: String) throws -> [String] {
        try writer.read { db in
            try String.fetchOne(db, sql: "SELECT exerciseSet FROM workshop WHERE name = ?", arguments: [workshop])
                .map { $0.split(separator: "\n").map(String.init) } ?? []
        }
    }

    /// Makes `exercises` the workshop's set (none: the whole course again).
    public func setExerciseSet(_ exercises: [String], workshop: String) throws {
        try writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM workshop WHERE name = ?", arguments: [workshop]) == true else {
                throw ProgressStoreError(CourseMessages.unknownWorkshop, workshop)
            }
            try db.execute(sql: "UPDATE workshop SET exerciseSet = ? WHERE name = ?",
                           arguments: [exercises.isEmpty ? nil : exercises.joined(separator: "\n"), workshop])
        }
    }
}
