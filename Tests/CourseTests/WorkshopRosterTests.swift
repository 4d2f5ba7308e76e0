import Foundation
import Testing
import ViewlabCommands
@testable import ViewlabCourse

/// A one-machine workshop's roster: learners put on it before they start are listed (when they
/// joined, in the instructor's time zone, which is named), and rename, merge and remove keep
/// every record.
@Suite struct WorkshopRosterTests {
    /// A workshop "day1" in a new database, and the course as `learner` of it.
    func course(_ learner: String, db: String) throws -> CourseContext {
        let store = try ProgressStore.open(path: db)
        try store.createWorkshop("day1")
        return try CourseContext(course: Repo.root.path, db: db, learner: learner, workshop: "day1", environment: [:])
    }

    @Test func theRosterListsThoseWhoHaveNotStartedInTheInstructorsZone() throws {
        let db = try temporaryFolder().appendingPathComponent("w.sqlite").path
        let ana = try course("ana", db: db)
        let exercise = try ana.catalog.exercise("fix-the-wrap")
        _ = Workbench().check(exercise, source: exercise.starter, fileName: "s.swift", course: ana)
        let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let out = Workbench().workshopRoster(try course("teacher", db: db), enroll: ["bo", "cy"], timeZone: zone)
        let lines = out.stdout.split(separator: "\n")
        #expect(out.exitCode == 0 && lines.first == "Workshop day1: 3 learners (times in Asia/Shanghai)")
        #expect(lines.dropFirst().map { $0.replacing(#/\d{4}-\d\d-\d\d \d\d:\d\d/#, with: "T") } == [
            "ana       joined T", "bo        joined T, not started", "cy        joined T, not started",
        ])
        // The instructor ran the roster without being on it (`teacher` did nothing).
        let zh = Workbench(language: .zh).workshopRoster(try course("teacher", db: db), enroll: [], timeZone: zone).stdout
        #expect(zh.hasPrefix("工作坊 day1：3 名学员（时间为 Asia/Shanghai 时区）\n") && zh.contains("，还没开始"))
        let board = Workbench().workshopBoard(ana).stdout
        #expect(board.contains("\nbo ") && board.contains("\ncy "))
    }

    @Test func renameMergeAndRemoveKeepEveryRecord() throws {
        let db = try temporaryFolder().appendingPathComponent("w.sqlite").path
        let exercise = try Repo.catalog.exercise("fix-the-wrap")
        for (name, n) in [("ana", 2), ("anna", 1)] {
            let learner = try course(name, db: db)
            for i in 0..<n { _ = Workbench().check(exercise, source: exercise.starter + "// \(i)\n", fileName: "s.swift", course: learner) }
            _ = Workbench().hint("fix-the-wrap", course: learner)
        }
        let teacher = try course("teacher", db: db)
        let bench = Workbench()
        #expect(bench.changeRoster(teacher, .merge("anna", into: "ana")).stdout == "Merged anna into ana: every record of anna is ana's now.\n")
        let ana = try #require(try teacher.store.existingLearner("ana"))
        #expect(try teacher.store.standing(learner: ana, exercise: "fix-the-wrap").attempts == 3)
        #expect(try teacher.store.standing(learner: ana, exercise: "fix-the-wrap").hints == 1)
        #expect(try teacher.store.existingLearner("anna") == nil)

        _ = bench.workshopRoster(teacher, enroll: ["bo"])
        let taken = bench.changeRoster(teacher, .rename("bo", to: "ana"))
        #expect(taken.exitCode == 2 && taken.stderr == "error: the name ana is taken in this database; try ana-2\n")
        #expect(bench.changeRoster(teacher, .rename("bo", to: "bob")).stdout == "Renamed bo to bob.\n")
        #expect(bench.changeRoster(teacher, .merge("ana", into: "ana")).exitCode == 2)
        let unknown = bench.changeRoster(teacher, .remove("nobody"))
        #expect(unknown.stderr == "error: no learner 'nobody' in workshop day1; `viewlab workshop roster --workshop day1` lists them\n")
        #expect(bench.changeRoster(teacher, .remove("ana")).exitCode == 0)
        #expect(try teacher.store.roster(workshop: "day1").map(\.name) == ["bob"])
        #expect(try teacher.store.standing(learner: ana, exercise: "fix-the-wrap").attempts == 3)

        let mine = try CourseContext(course: Repo.root.path, db: db, learner: "teacher", workshop: nil, environment: [:])
        #expect(bench.workshopRoster(mine, enroll: []).stderr == "error: name the workshop: `--workshop NAME` (or set VIEWLAB_WORKSHOP=NAME)\n")
    }

    @Test func theSetTheZoneAndPredictionsShapeTheBoardTheReportAndTheList() throws {
        let db = try temporaryFolder().appendingPathComponent("w.sqlite").path
        let ana = try course("ana", db: db)
        let exercise = try ana.catalog.exercise("fix-the-wrap")
        _ = Workbench().check(exercise, source: exercise.starter, fileName: "s.swift", course: ana)
        let lesson = ana.catalog.lessons[0].id
        try ana.store.recordPrediction(learner: try ana.learnerID(), lesson: lesson, line: 3, answer: "1", correct: true)
        try ana.store.recordPrediction(learner: try ana.learnerID(), lesson: lesson, line: 9, answer: "2", correct: false)

        let teacher = try course("teacher", db: db)
        let total = teacher.catalog.exercises.count
        #expect(Workbench().workshopSet(teacher, ids: [], clear: false).stdout == "Workshop day1 has no exercise set: the whole course, \(total) exercises.\n")
        #expect(Workbench().workshopSet(teacher, ids: ["no-such"], clear: false).exitCode == 2)
        let set = Workbench().workshopSet(teacher, ids: ["ideal-width", "fix-the-wrap"], clear: false).stdout.split(separator: "\n")
        #expect(set.first == "Workshop day1's set: 2 of the \(total) exercises." && set.dropFirst().map { $0.prefix { $0 != " " } } == ["ideal-width", "fix-the-wrap"])

        // The learner's list: the set only, and how to see them all.
        let listed = try Workbench().exercises(try course("ana", db: db), json: false)
        #expect(listed.stdout.split(separator: "\n").map { $0.prefix { $0 != " " } } == ["ideal-width", "fix-the-wrap"])
        #expect(listed.stderr.hasSuffix("The workshop's set: 2 of the \(total) exercises; `viewlab exercises --all` lists them all.\n"))
        #expect(try Workbench().exercises(try course("ana", db: db), json: false, all: true).stdout.split(separator: "\n").count == total)

        let instructor = try course("teacher", db: db)
        let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let snapshot = try instructor.store.snapshot(workshop: "day1")
        let board = WorkshopBoard(catalog: instructor.catalog, title: "workshop day1", set: instructor.exerciseSet, timeZone: zone).render(snapshot)
        let lines = board.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("workshop day1 — 1 learner — ") && lines[0].hasSuffix(" Asia/Shanghai"))
        #expect(lines[2] == "learner   1   2    passed  hints  predicted stuck")
        #expect(lines[3] == "ana       ·   ✗1     0/2       0  1/2")
        let html = WorkshopReport(catalog: instructor.catalog, title: "t", set: instructor.exerciseSet, timeZone: zone).html(snapshot)
        #expect(html.contains("(times in Asia/Shanghai)") && html.components(separatedBy: "<th class=\"ex\">").count == 3)
        #expect(html.contains("<td>0/2</td><td>1</td><td>0</td><td>1/2</td>"))
        #expect(Workbench().workshopSet(teacher, ids: [], clear: true).stdout.hasPrefix("Workshop day1 has no exercise set"))
    }
}
