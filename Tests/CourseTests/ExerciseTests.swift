import Foundation
import Testing
@testable import ViewlabCourse
import ViewlabModel

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

    /// A capstone built in numbered tasks: hints for each task, and the task's README (in both
    /// languages) showing each task under its title, `## Task 2 — Count the taps`.
    @Test func everyTaskHasHintsAndItsREADMESection() throws {
        let chinese = try Catalog.load(root: Repo.root, language: .zh)
        let tasked = Repo.catalog.exercises.filter { !$0.manifest.tasks.isEmpty }
        #expect(tasked.count >= 3)
        for exercise in tasked {
            let zh = try chinese.exercise(exercise.id)
            #expect((3...5).contains(exercise.manifest.tasks.count), "\(exercise.id): 3 to 5 tasks")
            for (index, task) in exercise.manifest.tasks.enumerated() {
                #expect(!task.hints.isEmpty, "\(exercise.id): task \(index + 1) needs hints")
                #expect(exercise.task.contains("## Task \(index + 1) — \(task.title)\n"), "\(exercise.id): README.md lacks task \(index + 1)")
                let title = zh.manifest.tasks[index].title
                #expect(title != task.title, "\(exercise.id): task \(index + 1) needs 'task.zh:'")
                #expect(zh.task.contains("## 任务 \(index + 1) — \(title)\n"), "\(exercise.id): README.zh.md lacks task \(index + 1)")
            }
        }
    }
}

/// The proposal an exercise's starter is drawn at in the REPL: the one its checks are judged at.
struct ExerciseProposalTests {
    func proposal(_ checks: String) throws -> ProposedViewSize {
        try ExerciseManifest.parse("format: 1\n" + checks, file: "checks.txt").proposal
    }

    @Test func theFirstShownChecksFirstProposal() throws {
        #expect(try proposal("check: a.width == W at 60x480 80x480\ncheck: a.x == 0 at 100x100\n") == ProposedViewSize(width: 60, height: 480))
        #expect(try proposal("check hidden: a.x == 0 at 100x100\ncheck: a.width == W at 200x300\n") == ProposedViewSize(width: 200, height: 300))
        #expect(try proposal("check: a.width == 10 at nilx480\n") == ProposedViewSize(width: nil, height: 480))
    }

    /// A check that names no proposal is judged at the book's 320×480, and so is the starter drawn.
    @Test func aCheckWithoutOneIsTheBooks() throws {
        #expect(try proposal("check: a.width == 10\ncheck: a.x == 0 at 100x100\n") == ProposedViewSize(width: 320, height: 480))
        #expect(try Repo.catalog.exercise("centre-each-line").manifest.proposal == ProposedViewSize(width: 60, height: 480))
    }
}
