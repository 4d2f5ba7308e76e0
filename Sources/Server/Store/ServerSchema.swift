/// The workshop server's tables, the same in SQLite and PostgreSQL.
///
/// A schema of its own rather than `ProgressStore`'s: that one is SQLite-only (GRDB's migrator,
/// REAL seconds), keys learners by a local row id and keeps each kind of event in a table of its own
/// with its own key (one hint per level, one solution view per exercise), while the server keeps
/// whatever learners' machines send, keyed by the record's own id so that a record sent twice is
/// stored once, and must run unchanged on PostgreSQL. Its tables carry a `viewlab_` prefix, so a
/// PostgreSQL database that holds other things can hold these too.
///
/// Migrations are named, applied in order, each in one transaction with its name, and never edited
/// once shipped (as `ProgressSchema`'s). Types are those both databases read alike: TEXT, INTEGER
/// and BIGINT. What differs is here and only here: PostgreSQL also gets a trigger that announces
/// every new record (NOTIFY), so that every server sharing the database hears of it.
enum ServerSchema {
    struct Migration {
        var name: String
        var statements: [String]
        /// Statements only PostgreSQL runs, after the common ones.
        var postgresOnly: [String] = []

        func statements(for dialect: SQLDialect) -> [String] {
            dialect == .postgres ? statements + postgresOnly : statements
        }
    }

    /// The channel on which PostgreSQL announces a new record's id.
    static let recordChannel = "viewlab_record_added"

    /// Which migrations a database has (created before anything else, by every server).
    static let ledger = "CREATE TABLE IF NOT EXISTS viewlab_migration (name TEXT PRIMARY KEY, applied_us BIGINT NOT NULL)"

    static let migrations: [Migration] = [
        Migration(name: "v1-workshops-and-records", statements: [
            """
            CREATE TABLE viewlab_workshop (
                name TEXT PRIMARY KEY,
                join_code TEXT NOT NULL,
                instructor_key TEXT NOT NULL,
                created_us BIGINT NOT NULL,
                url TEXT)
            """,
            """
            CREATE TABLE viewlab_record (
                id TEXT PRIMARY KEY,
                workshop TEXT NOT NULL REFERENCES viewlab_workshop(name),
                learner TEXT NOT NULL,
                exercise TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('check', 'hint', 'solution', 'predict')),
                passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
                made_at TEXT NOT NULL,
                made_us BIGINT NOT NULL,
                code TEXT,
                feedback TEXT)
            """,
            "CREATE INDEX viewlab_record_by_cell ON viewlab_record (workshop, learner, exercise, made_us)",
        ], postgresOnly: [
            """
            CREATE FUNCTION viewlab_announce_record() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM pg_notify('\(recordChannel)', NEW.id);
                RETURN NEW;
            END $$
            """,
            """
            CREATE TRIGGER viewlab_record_added AFTER INSERT ON viewlab_record
                FOR EACH ROW EXECUTE FUNCTION viewlab_announce_record()
            """,
        ]),
    ]
}

/// Which database a store speaks to, for the few statements that differ (`ServerSchema`).
enum SQLDialect: Sendable {
    case sqlite, postgres
}
