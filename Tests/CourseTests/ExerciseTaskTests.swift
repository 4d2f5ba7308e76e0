import Foundation
import Testing
import ViewlabCommands
import ViewlabModel
@testable import ViewlabCourse

/// An exercise built in numbered tasks (`task:` lines of checks.txt), on a small course of its own.
@Suite struct ExerciseTaskTests {
    @Test func tasksGroupTheHintsAndChecksAfterThem() throws {
        let m = try ExerciseManifest.parse(SmallCourse.manifest, file: "checks.txt")
        #expect(m.tasks.map(\.title) == ["Size the badge", "Say it is new"])
        #expect(m.tasks.map(\.checks) == [0..<1, 1..<2] && m.tasks.map(\.hints) == [0..<2, 2..<3])
        #expect(try ExerciseManifest.parse(SmallCourse.manifest, file: "checks.txt", language: .zh).tasks[0].title == "定下徽章的尺寸")
        #expect(try ExerciseManifest.parse("format: 1\ncheck: a.x == 1\n", file: "c").tasks.isEmpty)
    }

    @Test func taskMistakesNameTheLine() {
        func error(_ text: String) -> CourseFileError? {
            do { _ = try ExerciseManifest.parse(text, file: "checks.txt"); return nil } catch { return error as? CourseFileError }
        }
        #expect(error("format: 1\ncheck: a.x == 1\ntask: Late\ncheck: a.x == 2\n")?.description
                == "checks.txt:3: error: the first 'task:' comes before every hint and check (each belongs to the task above it)")
        #expect(error("format: 1\ntask: One\ntask: Two\ncheck: a.x == 1\n")?.line == 3)
        #expect(error("format: 1\ntask: One\ncheck: a.x == 1\ntask: Empty\nhint: h\n")?.line == 4)
        #expect(error("format: 1\nhint: h\ntask.zh: 任务\ncheck: a.x == 1\n")?.description == "checks.txt:3: error: 'task.zh:' must follow the task it translates")
    }

    @Test func checkReportsTaskByTaskAndTheLaterOnesOnlyByTitle() throws {
        let course = try SmallCourse.context(try SmallCourse.folder())
        let exercise = try course.catalog.exercise("badge-in-tasks")
        let start = Workbench().check(exercise, source: SmallCourse.program(width: 40, text: "Old"), fileName: "b.swift", course: course)
        #expect(start.exitCode == 1)
        #expect(start.stdout.hasPrefix("""
            Checking badge-in-tasks (b.swift)
            Task 1 of 2 — Size the badge: not yet passed
            ✗ badge.width == 50
            """))
        #expect(start.stdout.contains("""
            Task 2 of 2 — Say it is new: not yet (after task 1)
            0 of 2 tasks done. `viewlab hint badge-in-tasks` gives a hint for task 1.
            """))
        #expect(!start.stdout.contains("text(badge)"))
        let half = Workbench().check(exercise, source: SmallCourse.program(width: 50, text: "Old"), fileName: "b.swift", course: course)
        #expect(half.stdout.contains("Task 1 of 2 — Size the badge: passed\nTask 2 of 2 — Say it is new: not yet passed\n✗ text(badge) == \"New\""))
        #expect(!half.stdout.contains("badge.width"))
        let done = Workbench().check(exercise, source: SmallCourse.program(width: 50, text: "New"), fileName: "b.swift", course: course)
        #expect(done.exitCode == 0 && done.stdout.contains("Task 2 of 2 — Say it is new: passed\nPassed: all 2 checks."))
    }

    @Test func aHintIsTheNextOfTheFirstUnfinishedTask() throws {
        let course = try SmallCourse.context(try SmallCourse.folder())
        let exercise = try course.catalog.exercise("badge-in-tasks")
        #expect(Workbench().hint("badge-in-tasks", course: course).stdout == "Task 1 of 2 — Size the badge\nHint 1 of 2: How wide is the badge now?\n`viewlab hint badge-in-tasks` again for the next one.\n")
        _ = Workbench().check(exercise, source: SmallCourse.program(width: 50, text: "Old"), fileName: "b.swift", course: course)
        #expect(Workbench().hint("badge-in-tasks", course: course).stdout == "Task 2 of 2 — Say it is new\nHint 1 of 1: Which text does the badge show?\nThat was the last hint.\n")
        // A file that does not run says nothing about the tasks: the hints stay with task 2.
        _ = Workbench().check(exercise, source: "#Preview { Text(", fileName: "b.swift", course: course)
        #expect(Workbench().hint("badge-in-tasks", course: course).stdout.hasPrefix("Task 2 of 2"))
        #expect(try course.store.standing(learner: try course.learnerID(), exercise: "badge-in-tasks").hints == 2)
    }

    @Test func aTaskReadsInChinese() throws {
        let course = try SmallCourse.context(try SmallCourse.folder(), language: .zh)
        let exercise = try course.catalog.exercise("badge-in-tasks")
        let out = Workbench(language: .zh).check(exercise, source: SmallCourse.program(width: 40, text: "Old"), fileName: "b.swift", course: course).stdout
        #expect(out.contains("任务 1/2 — 定下徽章的尺寸：还没通过"))
        #expect(out.contains("任务 2/2 — Say it is new：还没到（先完成任务 1）"))
    }
}
