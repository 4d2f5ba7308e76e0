import ViewlabCourse

/// How the server names a learner in its tables: the id it gave them at `viewlab join`, or, for a
/// record from a client older than ids (and for every record stored before them), `name:NAME`.
/// The second kind never leaves the server: a record read back has no `learnerId` then, as sent.
enum LearnerID {
    static let namePrefix = "name:"

    /// The learner who made `record`.
    static func of(_ record: WorkshopRecord) -> String { record.learnerId ?? named(record.learner) }

    /// The id of the learner known only by `name`.
    static func named(_ name: String) -> String { namePrefix + name }

    /// The id as the learner's machine sent it: nil for `name:NAME`.
    static func sent(_ id: String) -> String? { id.hasPrefix(namePrefix) ? nil : id }
}
