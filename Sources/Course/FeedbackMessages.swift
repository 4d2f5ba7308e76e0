import ViewlabModel

/// The words of a check's feedback in each language (issue 14), each message once with its English
/// and its Chinese; commands, code and check expressions stay as they are.
public struct FeedbackMessages {
    public init(language: DisplayLanguage) { self.language = language }
    public let language: DisplayLanguage

    private func text(_ en: String, _ zh: String) -> String { language == .zh ? zh : en }

    func checking(_ exercise: String, _ file: String) -> String {
        text("Checking \(exercise) (\(file))", "正在检查 \(exercise)（\(file)）")
    }
    var doesNotRunYet: String { text("Your code does not run yet:", "你的代码还不能运行：") }

    /// The labels of a failed check's lines, padded to one display width so the values line up.
    var labels: (expected: String, actual: String, look: String) {
        let words = language == .zh ? ["期望：", "你的代码：", "看看："] : ["expected:", "your code:", "look at:"]
        let width = words.map(\.displayWidth).max()! + 1
        let padded = words.map { $0 + String(repeating: " ", count: width - $0.displayWidth) }
        return (padded[0], padded[1], padded[2])
    }

    /// After a value measured at a proposal other than the book's: ` at 200×480`.
    func at(_ proposal: ProposedViewSize) -> String { text(" at \(proposal)", "（在 \(proposal) 下）") }
    func taggedView(_ id: String) -> String {
        text("the view tagged .accessibilityIdentifier(\"\(id)\")", "标了 .accessibilityIdentifier(\"\(id)\") 的视图")
    }
    var predictDoNotChange: String {
        text("the program as the starter has it: a prediction answers with its constants, the code stays",
             "程序和初始代码一样：预测只改答案常量，不改代码")
    }
    var programChanged: String { text("the program was changed", "程序被改动了") }
    var predictLook: String { text("undo your changes outside the answer constants", "撤销答案常量以外的改动") }
    func constant(_ name: String) -> String { text("the constant '\(name)' in your file", "你文件里的常量 '\(name)'") }
    public func hint(_ level: Int, of count: Int, _ hint: String) -> String {
        text("Hint \(level) of \(count): \(hint)", "提示 \(level)/\(count)：\(hint)")
    }
    public func nextHint(_ command: String) -> String { text("\(command) again for the next one.", "再用一次 \(command) 看下一条。") }
    public func next(_ command: String) -> String { text("Next: \(command)", "下一题：\(command)") }
    /// Under `viewlab exercises`: how many are passed, as a bar, and the first one not passed yet.
    public func courseProgress(_ passed: Int, of total: Int, bar: String, next: String?) -> String {
        text("\(bar) \(passed) of \(total) passed", "\(bar) \(total) 道中已通过 \(passed) 道")
            + (next.map { text(" · next: \($0)", " · 下一道：\($0)") } ?? "")
    }
    /// `viewlab exercises` in a workshop with an exercise set.
    public func workshopSet(_ count: Int, of total: Int, all: String) -> String {
        text("The workshop's set: \(count) of the \(total) exercises; \(all) lists them all.",
             "这是工作坊选定的 \(count) 道练习（共 \(total) 道）；\(all) 会列出全部。")
    }
    /// After an exercise in `viewlab exercises` whose lesson the learner has not finished.
    public func lessonFirst(_ lesson: String) -> String { text("(lesson \(lesson) first)", "（先学第 \(lesson) 课）") }
    /// When an exercise whose lesson is not finished is started: which lesson, and how to open it.
    public func buildsOn(_ lesson: String, _ command: String) -> String {
        text("Note: this exercise builds on lesson \(lesson), which you have not finished (\(command)).",
             "注意：这道练习建立在第 \(lesson) 课上，你还没学完这一课（\(command)）。")
    }
    public var lastHint: String { text("That was the last hint.", "这是最后一条提示了。") }

    /// "Task 2 of 4 — Count the taps": a numbered task, above its hints or before its state.
    public func task(_ number: Int, of count: Int, _ title: String) -> String {
        text("Task \(number) of \(count) — \(title)", "任务 \(number)/\(count) — \(title)")
    }
    func taskState(_ task: String, _ state: String) -> String { text("\(task): \(state)", "\(task)：\(state)") }
    var taskPassed: String { text("passed", "通过") }
    var taskFailed: String { text("not yet passed", "还没通过") }
    func taskNotYet(_ first: Int) -> String { text("not yet (after task \(first))", "还没到（先完成任务 \(first)）") }
    /// Under a tasked exercise's feedback: how many tasks are done, and where the hints now point.
    func tasksDone(_ done: Int, of count: Int, hint: String) -> String {
        text("\(done) of \(count) tasks done. \(hint) gives a hint for task \(done + 1).",
             "\(count) 个任务中完成了 \(done) 个。用 \(hint) 看任务 \(done + 1) 的提示。")
    }

    func hiddenPassed(_ count: Int) -> String {
        text("\(count) hidden check\(count == 1 ? "" : "s")", "\(count) 项隐藏检查")
    }
    func hiddenFailed(_ failed: Int, of count: Int) -> String {
        text("\(failed) of \(count) hidden check\(count == 1 ? "" : "s") failed (hidden checks say no more)",
             "\(count) 项隐藏检查中有 \(failed) 项没有通过（隐藏检查不透露更多）")
    }
    func passedAll(_ count: Int, solution: String) -> String {
        count == 1 ? text("Passed: the one check. \(solution) shows the reference solution.", "通过：唯一的一项检查。用 \(solution) 查看参考答案。")
            : text("Passed: all \(count) checks. \(solution) shows the reference solution.", "通过：全部 \(count) 项检查。用 \(solution) 查看参考答案。")
    }
    func somePass(_ passed: Int, of count: Int, hint: String) -> String {
        text("\(passed) of \(count) \(count == 1 ? "check passes" : "checks pass"). \(hint) gives a hint.",
             "\(count) 项检查中通过了 \(passed) 项。用 \(hint) 看提示。")
    }
}
