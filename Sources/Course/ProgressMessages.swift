import ViewlabModel

/// The words of `viewlab progress`, the workshop board and the HTML report in each language
/// (issue 14), each message once with its English and its Chinese. Machine formats (JSON, CSV)
/// keep their English field names.
public struct ProgressMessages: Sendable {
    public let language: DisplayLanguage
    public init(language: DisplayLanguage) { self.language = language }

    private func text(_ en: String, _ zh: String) -> String { language == .zh ? zh : en }
    private func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    var nothingYet: String { text("No progress recorded yet: start with `viewlab lessons`.", "还没有任何学习记录：从 `viewlab lessons` 开始吧。") }
    func inWorkshop(_ name: String) -> String { text(" (workshop \(name))", "（工作坊 \(name)）") }
    func summary(passed: Int, of total: Int, attempts: Int, hints: Int) -> String {
        text("\(passed) of \(total) exercises passed, \(attempts) attempts, \(hints) hints",
             "通过了 \(total) 道练习中的 \(passed) 道，尝试 \(attempts) 次，提示 \(hints) 条")
    }
    var lessons: String { text("lessons: ", "课程：") }
    var noneOpened: String { text("none opened", "还没打开过") }
    func predictions(right: Int, of total: Int) -> String {
        text("predictions: \(right) of \(total) right", "预测题：\(total) 道答对 \(right) 道")
    }
    func stuck(on exercise: String, for time: String, failures: Int) -> String {
        text("stuck on \(exercise) for \(time) (\(failures) failed attempts)", "卡在 \(exercise) 已经 \(time)（失败 \(failures) 次）")
    }
    func attempts(_ n: Int) -> String { text(plural(n, "attempt"), "尝试 \(n) 次") }
    func hints(_ n: Int) -> String { text(plural(n, "hint"), "提示 \(n) 条") }
    var solutionViewed: String { text("solution viewed", "看过答案") }
    func notTriedYet(_ n: Int) -> String { text("\(plural(n, "exercise")) not tried yet", "\(n) 道练习还没尝试") }

    // The workshop board.
    func boardTitle(_ title: String, learners: Int, time: String, zone: String) -> String {
        text("\(title) — \(plural(learners, "learner")) — \(time) \(zone)", "\(title) — \(learners) 名学员 — \(time) \(zone)")
    }
    var learner: String { text("learner", "学员") }
    /// The columns after the exercises'; "predicted" is lesson predictions, right/made.
    var boardColumns: String { text(" passed  hints  predicted stuck", " 通过     提示  预测      卡住") }
    func stuckCell(_ exercise: String, for time: String, failures: Int) -> String {
        text("\(exercise) for \(time) (\(failures) fails)", "\(exercise) \(time)（失败 \(failures) 次）")
    }
    var exercises: String { text("exercises: ", "练习：") }
    var mostFailed: String { text("most-failed checks:", "失败最多的检查：") }
    var noneYet: String { text("  none yet", "  暂无") }
    var hintsTaken: String { text("hints taken: ", "用过的提示：") }
    var none: String { text("none", "无") }
    var legend: String { text("✓ passed   ✗N failed N times   h hints only   · not started", "✓ 通过   ✗N 失败 N 次   h 只看了提示   · 未开始") }
    public func allLearners() -> String { text("all learners", "所有学员") }
    public func workshop(_ name: String) -> String { text("workshop \(name)", "工作坊 \(name)") }

    // The roster (`viewlab workshop roster`).
    public func rosterTitle(_ workshop: String, learners: Int, zone: String) -> String {
        text("Workshop \(workshop): \(plural(learners, "learner")) (times in \(zone))", "工作坊 \(workshop)：\(learners) 名学员（时间为 \(zone) 时区）")
    }
    public func rosterRow(joined: String, started: Bool) -> String {
        text("joined \(joined)" + (started ? "" : ", not started"), "\(joined) 加入" + (started ? "" : "，还没开始"))
    }
    public var rosterEmpty: String { text("No learners yet.", "还没有学员。") }
    public func renamed(_ old: String, _ new: String) -> String { text("Renamed \(old) to \(new).", "已把 \(old) 改名为 \(new)。") }
    public func merged(_ source: String, into target: String) -> String {
        text("Merged \(source) into \(target): every record of \(source) is \(target)'s now.", "已把 \(source) 合并到 \(target)：\(source) 的所有记录现在都属于 \(target)。")
    }
    public func removed(_ name: String, _ workshop: String) -> String {
        text("Removed \(name) from workshop \(workshop); their progress stays in the database.", "已把 \(name) 移出工作坊 \(workshop)；其学习进度仍留在数据库里。")
    }

    public func setTitle(_ workshop: String, count: Int, of total: Int) -> String {
        count == total ? text("Workshop \(workshop) has no exercise set: the whole course, \(total) exercises.", "工作坊 \(workshop) 没有选定练习：整门课，共 \(total) 道。")
            : text("Workshop \(workshop)'s set: \(count) of the \(total) exercises.", "工作坊 \(workshop) 选定的练习：\(total) 道中的 \(count) 道。")
    }

    // The HTML report.
    var htmlLanguage: String { text("en", "zh-Hans") }
    public func reportTitle(workshop: String?) -> String { workshop.map { text("Workshop \($0)", "工作坊 \($0)") } ?? text("viewlab progress", "viewlab 学习进度") }
    func reportSummary(learners: Int, exercises: Int, date: String, zone: String) -> String {
        text("\(learners) learners, \(exercises) exercises, report of \(date) (times in \(zone))",
             "\(learners) 名学员，\(exercises) 道练习，报告时间 \(date)（时间为 \(zone) 时区）")
    }
    var summaryHeading: String { text("Summary", "概览") }
    var attemptsHeading: String { text("attempts", "尝试") }
    var predictionsHeading: String { text("predictions right", "预测答对") }
    var lastActiveHeading: String { text("last active", "最近活动") }
    var attemptsTableHeading: String { text("Attempts", "尝试") }
    var noAttemptsYet: String { text("No attempts yet.", "还没有任何尝试。") }
    var predictionsTableHeading: String { text("Lesson predictions", "课程预测题") }
    var madeHeading: String { text("made", "回答") }
    var rightHeading: String { text("right", "答对") }
    var passedHeading: String { text("passed", "通过") }
    var hintsHeading: String { text("hints", "提示") }
    var stuckHeading: String { text("stuck", "卡住") }
    func cellTitle(attempts: Int, hints: Int, solutionViewed: Bool) -> String {
        text("\(attempts) attempts, \(hints) hints" + (solutionViewed ? ", solution viewed" : ""),
             "尝试 \(attempts) 次，提示 \(hints) 条" + (solutionViewed ? "，看过答案" : ""))
    }
    func reportStuck(_ exercise: String, failures: Int, time: String) -> String {
        text("\(exercise) (\(failures) fails, \(time))", "\(exercise)（失败 \(failures) 次，\(time)）")
    }
    var mostFailedHeading: String { text("Most-failed checks", "失败最多的检查") }
    var exerciseHeading: String { text("exercise", "练习") }
    var checkHeading: String { text("check", "检查") }
    var failuresHeading: String { text("failures", "失败次数") }
}
