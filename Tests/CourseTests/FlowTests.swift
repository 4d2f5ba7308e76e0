import Foundation
import Testing
import ViewlabCommands
@testable import ViewlabCourse

/// The learner's flow through the Workbench functions the CLI and the REPL share.
@Suite struct FlowTests {
    func course(_ learner: String = "ana", db: String? = nil, workshop: String? = nil, environment: [String: String] = [:]) throws -> CourseContext {
        let path = try db ?? temporaryFolder().appendingPathComponent("p.sqlite").path
        return try CourseContext(course: Repo.root.path, db: path, learner: learner, workshop: workshop, environment: environment)
    }

    @Test func checkRecordsAttemptsAndTheSolutionOpensAfterFailures() throws {
        let course = try course()
        let bench = Workbench()
        let span = try course.catalog.exercise("span-the-width")
        #expect(bench.solution("span-the-width", course: course).exitCode == 1)
        for i in 0..<span.manifest.solutionAfter {
            #expect(bench.check(span, source: span.starter + "// try \(i)\n", fileName: "s.swift", course: course).exitCode == 1)
        }
        // The same code checked again is the same attempt.
        #expect(bench.check(span, source: span.starter + "// try \(span.manifest.solutionAfter - 1)\n", fileName: "s.swift", course: course).exitCode == 1)
        let solution = bench.solution("span-the-width", course: course)
        #expect(solution.exitCode == 0 && solution.stdout == span.solution)
        #expect(bench.check(span, source: "#Preview { Text(", fileName: "b.swift", course: course).exitCode == 2)
        let standing = try course.store.standing(learner: try course.learnerID(), exercise: "span-the-width")
        #expect(standing.attempts == span.manifest.solutionAfter + 1 && standing.solutionViewed && !standing.passed)
    }

    @Test func solutionOpensAfterAPass() throws {
        let course = try course()
        let exercise = try course.catalog.exercise("ideal-width")
        #expect(Workbench().check(exercise, source: exercise.solution, fileName: "s.swift", course: course).exitCode == 0)
        #expect(Workbench().solution("ideal", course: course).exitCode == 0)
    }

    @Test func hintsComeOneAtATime() throws {
        let course = try course()
        let hints = try course.catalog.exercise("fix-the-wrap").manifest.hints
        let shown = (0...hints.count).map { _ in Workbench().hint("fix-the-wrap", course: course).stdout }
        #expect(shown[0].hasPrefix("Hint 1 of \(hints.count): \(hints[0])"))
        #expect(shown[hints.count - 1].contains("That was the last hint."))
        #expect(shown[hints.count] == shown[hints.count - 1])
    }

    @Test func startWritesTheStarterButNeverOverwritesWithoutForce() throws {
        let course = try course()
        let file = try temporaryFolder().appendingPathComponent("mine.swift").path
        let exercise = try course.catalog.exercise("span-the-width")
        #expect(Workbench().startExercise("span", path: file, force: false, course: course).stdout.hasPrefix("Span the width\n"))
        try "edited".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Workbench().startExercise("span", path: file, force: false, course: course).stderr.contains("kept it"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "edited")
        _ = Workbench().startExercise("span", path: file, force: true, course: course)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == exercise.starter)
    }

    @Test func watchChecksAgainWhenTheFileChanges() throws {
        let course = try course()
        let file = try temporaryFolder().appendingPathComponent("w.swift").path
        let exercise = try course.catalog.exercise("ideal-width")
        try exercise.starter.write(toFile: file, atomically: true, encoding: .utf8)
        var polls = 0, codes: [Int32] = []
        Workbench().watch("ideal-width", path: file, course: course, interval: 0.01, keepGoing: {
            polls += 1
            if polls == 3 { try? (exercise.solution + "\n").write(toFile: file, atomically: true, encoding: .utf8) }
            return polls < 6
        }, emit: { codes.append($0.exitCode) })
        #expect(codes == [1, 0])
    }

    @Test func steppingThroughALessonAsksAndRecords() throws {
        let course = try course()
        let lesson = try course.catalog.lesson("01")
        var answers = ["", "c", "", "51", "", "3", ""]
        var shown = ""
        try Workbench().stepThrough(lesson, course: course, readLine: { _ in answers.isEmpty ? "" : answers.removeFirst() }, write: { shown += $0.stdout })
        #expect(shown.contains("Right: c — the last modifier written"))
        #expect(shown.contains("Not quite: the answer is 2 — "))
        let me = try #require(try course.store.snapshot(learner: "ana").learners.first)
        #expect(me.lessonSteps["01-view-trees"] == lesson.steps.count)
        #expect(me.predictions == 3 && me.correctPredictions == 2)
    }

    /// A lesson's end names the reviews and capstones that need it, with the command that starts
    /// each; a lesson that opens none says nothing of them.
    @Test func aLessonsEndNamesTheReviewsAndCapstonesItOpens() throws {
        let en = try course()
        func end(_ id: String, _ course: CourseContext, _ bench: Workbench = Workbench()) throws -> String {
            bench.lessonEnd(try course.catalog.lesson(id), course: course).stdout
        }
        #expect(try end("04", en) == """
            Done.
            Predictions: 0 of 2 right the first time.
            Exercises: make-it-count, unread-state, title-stays-still, initial-value-only, follow-the-parent, pass-what-you-read, share-with-a-binding, bind-a-field, clamp-the-level, observe-what-you-read, bindable-stepper, same-value-again, create-it-once, follow-the-model, count-the-inits, two-transactions, predict-print-changes, pick-the-wrapper
            Now open:
              Review: keep the likes — `viewlab exercise start review-keep-the-likes`
            Next lesson: `viewlab lesson 05-the-layout-algorithm`

            """)
        #expect(try end("12", en) == """
            Done.
            Predictions: 0 of 9 right the first time.
            Exercises: animate-the-tap-only, only-the-bar-glides, which-taps-animate, which-animation-wins, say-when-it-lands, done-every-time, keep-the-identity, transitions-need-an-animation, animate-from-outside-the-if, new-id-new-view, predict-the-transition, end-where-you-started, predict-the-phases, predict-the-keyframes
            Now open:
              Capstone: a volume panel — `viewlab exercise start volume-panel`
              Capstone: a drink picker — `viewlab exercise start drink-picker`
            Next lesson: `viewlab lesson 13-custom-layouts`

            """)
        #expect(try end("01", en) == """
            Done.
            Predictions: 0 of 3 right the first time.
            Exercises: background-after-padding, draw-the-tree, name-the-type, extract-a-view, write-a-view-modifier
            Next lesson: `viewlab lesson 02-view-builders`

            """)
        let zh = try CourseContext(course: Repo.root.path, db: try temporaryFolder().appendingPathComponent("p.sqlite").path,
                                   learner: "ana", workshop: nil, language: .zh, environment: [:])
        #expect(try end("04", zh, Workbench(language: .zh)) == """
            完成。
            预测：2 道题中首次答对 0 道。
            练习：make-it-count, unread-state, title-stays-still, initial-value-only, follow-the-parent, pass-what-you-read, share-with-a-binding, bind-a-field, clamp-the-level, observe-what-you-read, bindable-stepper, same-value-again, create-it-once, follow-the-model, count-the-inits, two-transactions, predict-print-changes, pick-the-wrapper
            现在可以做：
              复习：保住点赞数——`viewlab exercise start review-keep-the-likes`
            下一课：`viewlab lesson 05-the-layout-algorithm`

            """)
    }

    @Test func visitingStopsAtAQuestionAndRecordsTheStepOnceAnswered() throws {
        let course = try course()
        let lesson = try course.catalog.lesson("07")
        var place = LessonPlace(lesson: lesson, step: 1)
        #expect(try Workbench().visit(&place, course: course).stdout.hasPrefix("[2/\(lesson.steps.count)] Watching the distribution"))
        #expect(place.question != nil)
        #expect(try course.store.snapshot(learner: "ana").learners.first?.lessonSteps == nil)
        let rest = try Workbench().answer(&place, response: "1000", course: course)
        #expect(rest.stdout.hasPrefix("Not quite: the answer is"))
        #expect(place.question == nil)
        var beyond = LessonPlace(lesson: lesson, step: 99)
        #expect(try Workbench().visit(&beyond, course: course).exitCode == 2)
        #expect(try course.store.snapshot(learner: "ana").learners.first?.lessonSteps == ["07-stacks": 1])
    }

    @Test(arguments: Repo.catalog.lessons.map(\.id)) func everyLessonCellRuns(id: String) throws {
        let lesson = try Repo.catalog.lesson(id)
        let printed = Workbench().lessonText(lesson)
        #expect(printed.stderr == "", "\(id): \(printed.stderr)")
        #expect(printed.stdout.contains("[\(lesson.steps.count)/\(lesson.steps.count)]"))
    }

    @Test func aBrokenCellNamesTheLessonFileAndLine() throws {
        let lesson = try LessonParser.parse("# T\n<!-- book: tis 2 -->\nIntro.\n\n```swift tree\nText(\"a\")\n    .padding(\n```\n", file: "broken.md")
        let shown = Workbench().lessonText(lesson)
        #expect(shown.stderr.hasPrefix("broken.md:7:14: error: expected value"), "\(shown.stderr)")
    }

    @Test func progressFormats() throws {
        let course = try course("bo")
        let exercise = try course.catalog.exercise("span-the-width")
        _ = Workbench().check(exercise, source: exercise.starter, fileName: "s.swift", course: course)
        let text = Workbench().progress(course, learner: nil, everyone: false, format: .text).stdout
        #expect(text.hasPrefix("bo: 0 of \(course.catalog.exercises.count) exercises passed, 1 attempts"))
        #expect(text.contains("✗ span-the-width"))
        let csv = Workbench().progress(course, learner: nil, everyone: false, format: .csv).stdout.split(separator: "\n")
        #expect(csv.count == 2 && csv[1].hasPrefix("bo,,span-the-width,1,no,1,0,no,"))
        let json = Workbench().progress(course, learner: nil, everyone: false, format: .json).stdout
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((decoded?["learners"] as? [[String: Any]])?.first?["name"] as? String == "bo")
    }

    @Test func workshopByNameOnOneMachine() throws {
        let folder = try temporaryFolder()
        let db = folder.appendingPathComponent("day1.sqlite").path
        let env = ["VIEWLAB_WORKSHOPS": folder.appendingPathComponent("registry").path]
        let registry = WorkshopRegistry(environment: env)
        #expect(Workbench().createWorkshop("day1", db: db, registry: registry).exitCode == 0)
        #expect(Workbench().createWorkshop("../x", db: db, registry: registry).exitCode == 2)
        for name in ["ana", "bo"] {
            let learner = try CourseContext(course: Repo.root.path, db: nil, learner: name, workshop: "day1", environment: env)
            let exercise = try learner.catalog.exercise("fix-the-wrap")
            for i in 0..<2 { _ = Workbench().check(exercise, source: exercise.starter + "// \(i)\n", fileName: "s.swift", course: learner) }
            _ = Workbench().hint("fix-the-wrap", course: learner)
        }
        let instructor = try CourseContext(course: Repo.root.path, db: nil, learner: "teacher", workshop: "day1", environment: env)
        let board = Workbench().workshopBoard(instructor).stdout
        #expect(board.hasPrefix("workshop day1 — 2 learners"))
        #expect(board.contains("fix-the-wrap for"))
        #expect(board.contains("4× fix-the-wrap: label.height == 17 at 180x180 120x180 90x180"))
        #expect(board.contains("hints taken: fix-the-wrap 2"))
        let csv = Workbench().workshopReport(instructor, format: .csv).stdout
        #expect(csv.split(separator: "\n").count == 3)
        #expect(Workbench().workshopReport(instructor, format: .html).stdout.contains("<td class=\"fail\""))
        #expect(throws: CommandFailure.self) {
            try CourseContext(course: Repo.root.path, db: nil, learner: "x", workshop: "nope", environment: env)
        }
    }
}
