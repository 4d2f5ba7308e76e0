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
        // Learners who joined (`POST /api/v1/learners`), by the id the server gave them; a name is
        // a label, unique among the learners still on the roster (a merged or removed learner's
        // name is free again). A record names its learner by id; a record from a client older
        // than ids, and every record before this migration, by `name:NAME`, which needs no row
        // here until the instructor renames, merges or removes that learner.
        Migration(name: "v2-learner-ids", statements: [
            """
            CREATE TABLE viewlab_learner (
                workshop TEXT NOT NULL REFERENCES viewlab_workshop(name),
                id TEXT NOT NULL,
                name TEXT NOT NULL,
                joined_us BIGINT NOT NULL,
                merged_into TEXT,
                removed_us BIGINT,
                PRIMARY KEY (workshop, id))
            """,
            """
            CREATE UNIQUE INDEX viewlab_learner_by_name ON viewlab_learner (workshop, name)
                WHERE merged_into IS NULL AND removed_us IS NULL
            """,
            "ALTER TABLE viewlab_record ADD COLUMN learner_id TEXT",
            "UPDATE viewlab_record SET learner_id = 'name:' || learner",
            "CREATE INDEX viewlab_record_by_learner_id ON viewlab_record (workshop, learner_id)",
        ]),
        // The exercises the instructor chose for today, one id a line in their order; NULL: the whole course.
        Migration(name: "v3-exercise-set", statements: [
            "ALTER TABLE viewlab_workshop ADD COLUMN exercise_set TEXT",
        ]),
    ]
}

/// Which database a store speaks to, for the few statements that differ (`ServerSchema`).
enum SQLDialect: Sendable {
    case sqlite, postgres
}
