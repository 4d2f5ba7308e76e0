import Foundation
import Testing
@testable import ViewlabCourse

/// Checks judge behaviour and explain failures: expected, produced, where to look.
@Suite struct CheckerTests {
    let span = try! Repo.catalog.exercise("span-the-width")

    @Test func aHardCodedWidthFailsAtOtherProposals() {
        let report = Checker(exercise: span).check(source: span.starter, fileName: "mine.swift")
        let failing = report.outcomes.filter { !$0.passed && !$0.spec.hidden }
        #expect(failing.count == 1)
        #expect(failing[0].expected.contains("bar.width == W = 50 at 50×100"))
        #expect(failing[0].actual == "bar.width = 320 at 50×100")
        #expect(failing[0].look?.contains("fixed `.frame(width:)`") == true)
    }

    @Test func hiddenChecksCountButSayNothing() throws {
        var exercise = span
        exercise.manifest = try ExerciseManifest.parse("""
            format: 1
            check: bar.width == W
            check hidden: bar.height == 99
            """, file: "checks.txt")
        let report = Checker(exercise: exercise).check(source: span.solution, fileName: "mine.swift")
        #expect(report.verdict == .fail)
        #expect(report.failingChecks == ["bar.height == 99"])
        let feedback = CheckFeedback().render(report, file: "mine.swift")
        #expect(feedback.contains("✗ 1 of 1 hidden check failed"))
        #expect(!feedback.contains("99") && !feedback.contains("height"))
    }

    @Test func codeThatDoesNotRunIsAnErrorWithLineAndCaret() {
        let report = Checker(exercise: span).check(source: "#Preview {\n    Text(\"a\"\n}\n", fileName: "broken.swift")
        #expect(report.verdict == .error)
        #expect(report.errorText?.contains("broken.swift:") == true)
        #expect(report.errorText?.contains("^") == true)
    }

    @Test func missingIdentifiersAreExplained() {
        let report = Checker(exercise: span).check(source: "#Preview { Text(\"Favorite\").frame(maxWidth: .infinity) }", fileName: "mine.swift")
        #expect(report.verdict == .fail)
        #expect(report.outcomes[0].actual.contains("no view is tagged .accessibilityIdentifier(\"bar\")"))
    }

    @Test func predictedValuesAreComparedWithTheEngine() throws {
        let exercise = try Repo.catalog.exercise("predict-the-padded-size")
        let wrong = Checker(exercise: exercise).check(source: exercise.starter.replacingOccurrences(of: "let width = 0.0", with: "let width = 70.0"), fileName: "p.swift")
        // The answer is not given away: the expectation names what is compared, not its value.
        #expect(wrong.outcomes[0].expected == "your width is the view's width ($width == root.width)")
        #expect(wrong.outcomes[0].actual == "$width = 70")
        #expect(wrong.outcomes[0].look == "the constant 'width' in your file")
        #expect(wrong.outcomes.last?.passed == true && wrong.outcomes.last?.spec.kind == .programSameAsStarter)
    }

    /// A prediction is made by answering: a program changed to make the answer true fails.
    @Test func aPredictionExerciseFailsAChangedProgram() throws {
        let exercise = try Repo.catalog.exercise("predict-the-padded-size")
        let changed = exercise.starter.replacingOccurrences(of: ".padding(10)", with: ".padding(0)")
            .replacingOccurrences(of: "let width = 0.0", with: "let width = 51.0").replacingOccurrences(of: "let height = 0.0", with: "let height = 17.0")
        let report = Checker(exercise: exercise).check(source: changed, fileName: "p.swift")
        #expect(report.verdict == .fail)
        #expect(report.outcomes.filter { !$0.passed }.map(\.spec.source) == ["program same as starter"])
        // Comments and spacing are not changes.
        let reformatted = exercise.solution.replacingOccurrences(of: "\n", with: "\n\n") + "// mine\n"
        #expect(Checker(exercise: exercise).check(source: reformatted, fileName: "p.swift").verdict == .pass)
    }

    /// `runs(TYPE)` counts a body's runs over every event of the check, `ran(TYPE)` the last one's.
    @Test func bodyRunsAcrossASequenceOfEvents() throws {
        let folder = try temporaryFolder().appendingPathComponent("tis-3-state/01-count-runs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let title = try Repo.catalog.exercise("title-stays-still")
        try "# Count runs\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try title.starter.write(to: folder.appendingPathComponent("starter.swift"), atomically: true, encoding: .utf8)
        try title.solution.write(to: folder.appendingPathComponent("solution.swift"), atomically: true, encoding: .utf8)
        try """
            format: 1
            check: after tap "Add"; tap "Add"; tap "Add": runs(Title) == 0
            check: after tap "Add"; tap "Add"; tap "Add": ran(Title) == 0
            check: after tap "Add"; tap "Add"; tap "Add": runs(ContentView) == 3
            """.write(to: folder.appendingPathComponent("checks.txt"), atomically: true, encoding: .utf8)
        let exercise = try Exercise.load(folder, chapter: "tis-3-state")
        let starter = Checker(exercise: exercise).check(source: title.starter, fileName: "s.swift")
        #expect(starter.outcomes.map(\.passed) == [false, false, true])
        #expect(starter.outcomes[0].actual == "runs(Title) = 3")
        #expect(Checker(exercise: exercise).check(source: title.solution, fileName: "s.swift").verdict == .pass)
    }

    @Test func traceAndTreeFacts() throws {
        let steps = try Repo.catalog.exercise("count-the-steps")
        #expect(Checker(exercise: steps).check(source: steps.solution, fileName: "s.swift").verdict == .pass)
        let order = try Repo.catalog.exercise("background-after-padding")
        let report = Checker(exercise: order).check(source: order.starter, fileName: "o.swift")
        #expect(report.outcomes[0].actual.contains(".padding\n└─ .background"))
    }
}
