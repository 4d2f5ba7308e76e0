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
        migrator.registerMigration("v4-lessons-in-book-order") { db in
            // Progress recorded under a lesson's old id follows it to its new one (LessonRenames.swift,
            // its list written out here: a migration never changes once shipped).
            let renames = [
                ("10-render-trees-and-identity", "03-render-trees-and-identity"), ("11-state-and-data-flow", "04-state-and-data-flow"),
                ("03-the-layout-algorithm", "05-the-layout-algorithm"), ("04-leaf-views", "06-leaf-views"), ("05-stacks", "07-stacks"),
                ("06-frames-and-overlays", "08-frames-and-overlays"), ("16-alignment-and-containers", "09-alignment-and-containers"),
                ("12-the-environment", "10-the-environment"), ("07-animations", "11-animations"), ("15-animations-in-code", "12-animations-in-code"),
                ("08-custom-layouts", "13-custom-layouts"), ("09-preferences-and-geometry", "14-preferences-and-geometry"),
                ("17-pro-layout-identity-animation", "15-pro-layout-identity-animation"), ("13-drawing", "16-drawing"),
                ("18-performance", "17-performance"), ("14-gestures-and-navigation", "18-gestures-and-navigation"),
            ]
            try moveLessons(renames, in: db)
        }
        migrator.registerMigration("v5-lesson-15-inserted") { db in
            // Lesson 15 (view lists and matched geometry) joined *Thinking in SwiftUI* ch. 7's lessons:
            // the lessons after it moved on by one (LessonRenames.swift).
            let renames = [
                ("15-pro-layout-identity-animation", "16-pro-layout-identity-animation"), ("16-drawing", "17-drawing"),
                ("17-performance", "18-performance"), ("18-gestures-and-navigation", "19-gestures-and-navigation"),
            ]
            try moveLessons(renames, in: db)
        }
        migrator.registerMigration("v6-exercise-set") { db in
            // A workshop's exercise set, one exercise id a line in the instructor's order (ExerciseSet.swift).
            try db.execute(sql: "ALTER TABLE workshop ADD COLUMN exerciseSet TEXT")
        }
        return migrator
    }

    /// Moves the steps seen and the predictions made under each old lesson id to its new one.
    private static func moveLessons(_ renames: [(old: String, new: String)], in db: Database) throws {
        for (old, new) in renames {
            try db.execute(sql: "UPDATE lessonStep SET lesson = ? WHERE lesson = ?", arguments: [new, old])
            try db.execute(sql: "UPDATE prediction SET lesson = ? WHERE lesson = ?", arguments: [new, old])
        }
    }
}
