import GRDB

/// The progress database's migrations. Follow GRDB's Migrations.md: each is named, registered in
/// order, written with plain SQL (not app types), runs in its own transaction, and is **never
/// edited once shipped** — a change of schema is a new migration at the end.
enum ProgressSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-progress") { db in
            try db.execute(sql: """
                CREATE TABLE learner (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL UNIQUE,
                    createdAt REAL NOT NULL);
                CREATE TABLE lessonStep (
                    learnerId INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
                    lesson TEXT NOT NULL,
                    step INTEGER NOT NULL,
                    seenAt REAL NOT NULL,
                    PRIMARY KEY (learnerId, lesson, step));
                CREATE TABLE prediction (
                    uuid TEXT PRIMARY KEY,
                    learnerId INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
                    lesson TEXT NOT NULL,
                    line INTEGER NOT NULL,
                    answer TEXT NOT NULL,
                    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
                    madeAt REAL NOT NULL);
                CREATE TABLE attempt (
                    uuid TEXT PRIMARY KEY,
                    learnerId INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
                    exercise TEXT NOT NULL,
                    code TEXT NOT NULL,
                    verdict TEXT NOT NULL CHECK (verdict IN ('pass', 'fail', 'error')),
                    failingChecks TEXT NOT NULL,
                    madeAt REAL NOT NULL);
                CREATE INDEX attempt_by_learner ON attempt(learnerId, exercise, madeAt);
                CREATE TABLE hint (
                    learnerId INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
                    exercise TEXT NOT NULL,
                    level INTEGER NOT NULL,
                    takenAt REAL NOT NULL,
                    PRIMARY KEY (learnerId, exercise, level));
                CREATE TABLE solutionView (
                    learnerId INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
                    exercise TEXT NOT NULL,
                    viewedAt REAL NOT NULL,
                    PRIMARY KEY (learnerId, exercise));
                """)
        }
        migrator.registerMigration("v2-workshops") { db in
            try db.execute(sql: """
                CREATE TABLE workshop (
                    name TEXT PRIMARY KEY,
                    createdAt REAL NOT NULL);
                ALTER TABLE learner ADD COLUMN workshop TEXT REFERENCES workshop(name);
                """)
        }
        migrator.registerMigration("v3-outbox") { db in
            // The records a workshop server has not acknowledged yet (ProgressStore+Outbox.swift).
            try db.execute(sql: """
                CREATE TABLE outbox (
                    id TEXT PRIMARY KEY,
                    body TEXT NOT NULL,
                    queuedAt REAL NOT NULL);
                """)
        }
        return migrator
    }
}
