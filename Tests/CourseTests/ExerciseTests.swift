import Foundation
import Testing
@testable import ViewlabCourse

/// Every exercise is solvable and unsolved at the start (ziglings' "healed" run, rustlings'
/// `dev check`): the reference solution passes every check, the starter runs but fails one.
@Suite struct ExerciseTests {
    static let ids = Repo.catalog.exercises.map(\.id)

    @Test func theCourseHasEnoughExercisesInBothParts() {
        #expect(Repo.catalog.exercises.count >= 25)
        #expect(Set(Repo.catalog.exercises.map(\.chapter)).isSuperset(of: ["1-2-view-trees", "2-identity", "3-state", "4-layout", "5-environment", "6-animations", "7-advanced-layout", "8-drawing", "9-gestures-navigation", "pro-6-performance"]))
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
