/// # ViewlabCourse: lessons, exercises, checks, progress and workshops
///
/// The teaching layer sits between the simulator (Language, Layout, Presentation) and the commands.
/// Content and engine stay apart, as rustlings keeps them:
///
/// - `Lessons/*.md` are Markdown files a forge renders as they are; `LessonParser` reads their
///   steps (`##` headings), code cells (` ```swift tree|layout|explain|render|run `), predict
///   questions (`**Predict:**` with the answer in a `<details>` block) and exercise links
///   (`Lessons/README.md`).
/// - `Exercises/<chapter>/<NN-id>/` hold `README.md` (the task), `starter.swift`, `solution.swift`
///   and `checks.txt`, a small line-based manifest of hints and checks (`Exercises/README.md`).
///   `CheckParser` reads it; `Checker` judges a learner's file by what it does — frames of views
///   tagged with `.accessibilityIdentifier` at several proposals, tree and type shape, trace facts
///   and predicted values — never by its text.
/// - `ProgressStore` keeps learners, lesson steps, predictions, attempts, hints and solutions in
///   SQLite through GRDB (WAL, named migrations that are never edited once shipped, a busy timeout
///   so a workshop's learners share one file). `ProgressExport` moves progress between machines
///   and `WorkshopBoard` / `WorkshopReport` show it to an instructor.
///
/// Every malformed content file is reported as a `CourseFileError` naming file and line.
public enum ViewlabCourse {}
