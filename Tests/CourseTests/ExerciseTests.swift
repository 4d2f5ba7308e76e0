import Foundation
import Testing
@testable import ViewlabCourse

/// Every exercise is solvable and unsolved at the start (ziglings' "healed" run, rustlings'
/// `dev check`): the reference solution passes every check, the starter runs but fails one.
@Suite struct ExerciseTests {
    static let ids = Repo.catalog.exercises.map(\.id)

    @Test func theCourseHasEnoughExercisesInBothParts() {
        #expect(Repo.catalog.exercises.count >= 25)
        #expect(Set(Repo.catalog.exercises.map(\.chapter)).isSuperset(of: ["tis-1-2-view-trees", "tis-2-identity", "tis-3-state", "tis-4-layout", "tis-5-environment", "tis-6-animations", "tis-7-advanced-layout", "pro-5-drawing", "beyond-gestures-navigation", "pro-6-performance"]))
    }

    @Test(arguments: ids) func solutionPassesAndStarterFails(id: String) throws {
        let exercise = try Repo.catalog.exercise(id)
        let checker = Checker(exercise: exercise)
        let solved = checker.check(source: exercise.solution, fileName: "solution.swift")
        #expect(solved.verdict == .pass, "\(id): \(CheckFeedback().render(solved, file: "solution.swift"))")
        let unsolved = checker.check(source: exercise.starter, fileName: "starter.swift")
        #expect(unsolved.verdict == .fail, "\(id): the starter should run and fail: \(CheckFeedback().render(unsolved, file: "starter.swift"))")
        #expect(!exercise.manifest.hints.isEmpty, "\(id) needs hints")
    }
}
