import Foundation
import Testing
@testable import ViewlabCourse

/// The animation terms of `checks.txt`: `progress(CURVE, T)` and `animated(ID.PROP, VAR, FROM, TO, P)`.
@Suite struct AnimationCheckTests {
    let shake = try! Repo.catalog.exercise("make-shake-move")

    func report(_ checks: String, _ source: String) throws -> CheckReport {
        var exercise = shake
        exercise.manifest = try ExerciseManifest.parse("format: 1\n" + checks, file: "checks.txt")
        return Checker(exercise: exercise).check(source: source, fileName: "mine.swift")
    }

    @Test func progressReadsACurveFromTheCheckOrTheLearnersFile() throws {
        let source = shake.solution + "\nlet curve = \".easeInOut(duration: 1)\"\n"
        let r = try report("""
            check: progress(".linear(duration: 2)", 0.5) == 0.25
            check: 100 * progress($curve, 0.25) == 12.92
            check: progress($curve, 0.5) == progress(".easeInOut(duration: 1)", 0.5)
            """, source)
        #expect(r.verdict == .pass)
    }

    @Test func aCurveThatDoesNotParseFailsWithTheReason() throws {
        let r = try report("check: progress(\"easy\", 0.5) == 1\n", shake.solution + "\n")
        #expect(r.verdict == .fail)
        #expect(r.outcomes[0].actual.contains("'easy' is not an animation"))
    }

    @Test func animatedReadsAFrameMidFlight() throws {
        let checks = "check: animated(box.drawnMinX, taps, 0, 1, 0.25) == 105\n"
        #expect(try report(checks, shake.solution).verdict == .pass)
        let starter = try report(checks, shake.starter)
        #expect(starter.outcomes[0].actual.contains("= 135"))
    }

    @Test func malformedTermsNameWhatIsMissing() {
        #expect(throws: CourseFileError.self) { try ExerciseManifest.parse("format: 1\ncheck: progress(\".linear\") == 1\n", file: "checks.txt") }
        do { _ = try ExerciseManifest.parse("format: 1\ncheck: animated(box.x, taps, 0, 1) == 1\n", file: "checks.txt") } catch let e as CourseFileError {
            #expect(e.description.contains("expected ',' after animated(ID.PROP, VAR, …, …"))
        } catch { Issue.record("\(error)") }
    }
}
