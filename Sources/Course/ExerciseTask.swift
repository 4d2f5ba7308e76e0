/// One numbered task of an exercise built in steps (a capstone): a `task:` line of `checks.txt`
/// and the hints and checks after it, up to the next `task:` (Exercises/README.md). The learner
/// finishes them in order; feedback and hints follow the first one not finished.
public struct ExerciseTask: Sendable, Equatable {
    public var title: String
    /// The task's checks, as positions in the manifest's `checks`.
    public var checks: Range<Int>
    /// The task's hints, as positions in the manifest's `hints` (hint levels `hints.lowerBound + 1…`).
    public var hints: Range<Int>
    /// The line of `checks.txt` that opens the task, for mistakes.
    public var line: Int
}

extension ExerciseManifest {
    /// The first task with a failing check among `failing` (check sources, as attempts record
    /// them); the last task when none fails. Nil when the exercise has no tasks.
    public func firstUnfinishedTask(failing: [String]) -> Int? {
        guard !tasks.isEmpty else { return nil }
        return tasks.firstIndex { task in checks[task.checks].contains { failing.contains($0.source) } } ?? tasks.count - 1
    }

    /// The hints `viewlab hint` hands out in turn: the unfinished task's when there are tasks, else all.
    public func hintRange(task: Int?) -> Range<Int> {
        task.map { tasks[$0].hints } ?? hints.indices
    }
}
