import Foundation
import Testing
import ViewlabCommands
@testable import ViewlabCourse

/// An exercise's lesson (`needs:` in checks.txt): declared by every exercise, checked when the
/// course loads, and followed by `viewlab exercises` and `exercise start`.
@Suite struct PrerequisiteTests {
    @Test func everyExerciseNamesALessonThatComesNoLaterThanTheLessonPointingToIt() throws {
        let lessons = Repo.catalog.lessons.map(\.id)
        for exercise in Repo.catalog.exercises {
            let needs = try #require(exercise.manifest.needs?.lesson, "\(exercise.id) names no lesson with 'needs:'")
            // (Catalog.load refuses a lesson that does not exist.)
            #expect(lessons.contains(needs))
            if let pointing = Repo.catalog.lessons.first(where: { $0.exercises.contains(exercise.id) }) {
                #expect(needs <= pointing.id, "\(exercise.id) needs \(needs), after \(pointing.id), which sends learners to it")
            }
        }
    }

    @Test func aNeededLessonMustExist() throws {
        let root = try SmallCourse.folder(manifest: SmallCourse.manifest.replacingOccurrences(of: "needs: 01-sizes", with: "needs: 02-nope"))
        #expect(throws: CourseFileError(file: root.appendingPathComponent("Exercises/tis-4-layout/01-badge-in-tasks/checks.txt").path, line: 2,
                                        CourseMessages.unknownLessonNeeded, "02-nope")) {
            try Catalog.load(root: root)
        }
        #expect(try ExerciseManifest.parse(SmallCourse.manifest, file: "c").needs == .init(lesson: "01-sizes", line: 2))
    }

    @Test func theListMarksAnExerciseUntilItsLessonIsFinishedAndOffersTheLessonFirst() throws {
        let course = try SmallCourse.context(try SmallCourse.folder())
        let before = try Workbench().exercises(course, json: false)
        #expect(before.stdout == "badge-in-tasks  · tis-4-layout: A badge in two tasks  (lesson 01-sizes first)\n")
        #expect(before.stderr.hasSuffix("0 of 1 passed · next: `viewlab lesson 01-sizes`\n"))
        let learner = try course.learnerID()
        try course.store.recordStep(learner: learner, lesson: "01-sizes", step: 1)
        #expect(try Workbench().exercises(course, json: false).stdout.contains("(lesson 01-sizes first)"))
        try course.store.recordStep(learner: learner, lesson: "01-sizes", step: 2)
        let after = try Workbench().exercises(course, json: false)
        #expect(after.stdout == "badge-in-tasks  · tis-4-layout: A badge in two tasks\n")
        #expect(after.stderr.hasSuffix("next: `viewlab exercise start badge-in-tasks`\n"))
    }

    @Test func startingBeforeTheLessonIsANoteNotARefusal() throws {
        let root = try SmallCourse.folder()
        let course = try SmallCourse.context(root)
        let file = root.appendingPathComponent("mine.swift").path
        let early = Workbench().startExercise("badge-in-tasks", path: file, force: false, course: course)
        #expect(early.exitCode == 0 && FileManager.default.fileExists(atPath: file))
        #expect(early.stderr == "Note: this exercise builds on lesson 01-sizes, which you have not finished (`viewlab lesson 01-sizes`).\n")
        let learner = try course.learnerID()
        for step in 1...2 { try course.store.recordStep(learner: learner, lesson: "01-sizes", step: step) }
        #expect(Workbench().startExercise("badge-in-tasks", path: file, force: true, course: course).stderr == "")
        #expect(Workbench(language: .zh).startExercise("badge-in-tasks", path: file, force: true, course: course).stderr == "")
    }
}
