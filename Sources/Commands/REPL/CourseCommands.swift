import ViewlabModel
import Foundation
import ViewlabCourse
import ViewlabLayout

/// The exercise the REPL works on: its code is the session (`:exercise ID`), or a file the learner
/// edits with their own editor (`:exercise --output FILE ID`, as `viewlab exercise start`).
struct ExerciseInProgress {
    var exercise: Exercise
    var file: String?
}

/// `:lessons`, `:lesson`, `:next`, `:back`, `:exercises`, `:exercise`, `:check`, `:hint`,
/// `:solution`, `:progress`: each calls the `Workbench` function of the CLI subcommand it is
/// named after, with the course and database the root command's options name.
extension REPLCommands {
    static let courseCommands: [REPLCommand] = [
        REPLCommand(name: "lessons", summary: Bilingual("the lessons", "课程列表"), subcommand: "lessons", run: lessons),
        REPLCommand(name: "lesson", usage: "ID", summary: Bilingual("open a lesson at its first step (predict questions take your next input)", "从第一步打开一课（预测题会读取你接下来的输入）"),
                    arguments: .lesson, run: lesson),
        REPLCommand(name: "next", summary: Bilingual("the lesson's next step", "这一课的下一步"), run: { repl, _ in move(repl, by: 1) }),
        // With no lesson open, `:back` is the update event: the back button, or a sheet dismissed.
        REPLCommand(name: "back", summary: Bilingual("the lesson's step before; with no lesson open, pop the top page or dismiss the top sheet or alert",
                                                     "这一课的上一步；没有打开的课时，弹出最上面的页面，或关闭最上层的 sheet 或警告框"),
                    run: { repl, _ in repl.lessonPlace == nil ? repl.handleEvent("back") : move(repl, by: -1) }),
        REPLCommand(name: "exercises", summary: Bilingual("the exercises, with where you stand on each", "练习列表，以及你在每道题上的进度"), subcommand: "exercises", run: exercises),
        REPLCommand(name: "exercise", usage: "[--output FILE [--force]] ID | --leave",
                    summary: Bilingual("start an exercise: its starter becomes the session (with --output, a file you edit, as `viewlab exercise start` writes); --leave leaves it, keeping the session", "开始一道练习：它的初始代码成为当前会话（加 --output 则写成一个供你编辑的文件，和 `viewlab exercise start` 一样）；--leave 离开练习，会话保持不变"),
                    options: exerciseOptions, arguments: .exercise, run: exercise),
        REPLCommand(name: "check", summary: Bilingual("check the exercise's code (the session, or its file) and record the attempt", "检查练习的代码（当前会话或它的文件），并记录这次尝试"), subcommand: "check", run: check),
        REPLCommand(name: "hint", usage: "[--all]", summary: Bilingual("one more hint for the exercise (--all: every hint at once)", "这道练习的下一条提示（--all：一次显示全部提示）"), subcommand: "hint", run: hint),
        REPLCommand(name: "solution", summary: Bilingual("the exercise's solution (after a pass, or after enough failed attempts)", "这道练习的参考答案（通过之后，或失败次数足够之后）"), subcommand: "solution",
                    run: solution),
        REPLCommand(name: "progress", usage: "[--format text|json|csv]", summary: Bilingual("what you have done in the course", "你在课程中已完成的内容"),
                    options: progressOptions, subcommand: "progress", run: progress),
    ]

    static let exerciseOptions = [CommandOption(name: "--output", value: "FILE", short: "-o"), CommandOption(name: "--force"), CommandOption(name: "--leave")]
    static let progressOptions = [CommandOption(name: "--format", value: "text|json|csv")]

    /// Runs a command that needs the course; a course or database that cannot be opened is its error.
    private static func withCourse(_ repl: REPL, _ body: (CourseContext) throws -> CommandOutput) -> CommandOutput {
        do {
            return try body(try repl.course())
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    static func lessons(_ repl: REPL, _: String) -> CommandOutput {
        withCourse(repl) { repl.workbench.lessons($0.catalog) }
    }

    static func lesson(_ repl: REPL, _ id: String) -> CommandOutput {
        guard !id.isEmpty else { return usageError("lesson", repl.settings.language) }
        return withCourse(repl) { course in
            var place = LessonPlace(lesson: try course.catalog.lesson(id))
            defer { repl.lessonPlace = place }
            return try repl.workbench.visit(&place, course: course)
        }
    }

    /// `:next` and `:back`; `:next` after the last step says what follows the lesson.
    private static func move(_ repl: REPL, by offset: Int) -> CommandOutput {
        guard let current = repl.lessonPlace else {
            return CommandOutput(stderr: CommandMessages.noLessonOpen.filled([])(repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
        }
        let lesson = current.lesson
        let step = current.step + offset
        if step == lesson.steps.count { return withCourse(repl) { repl.workbench.lessonEnd(lesson, course: $0) } }
        guard lesson.steps.indices.contains(step) else {
            return CommandOutput(stderr: CommandMessages.startsAtStepOne.filled([lesson.id])(repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
        }
        return withCourse(repl) { course in
            var place = LessonPlace(lesson: lesson, step: step)
            defer { repl.lessonPlace = place }
            return try repl.workbench.visit(&place, course: course)
        }
    }

    /// The answer to the predict question the lesson waits on.
    static func answer(_ response: String, in repl: REPL) -> CommandOutput {
        guard var place = repl.lessonPlace else { return CommandOutput() }
        return withCourse(repl) { course in
            defer { repl.lessonPlace = place }
            return try repl.workbench.answer(&place, response: response, course: course)
        }
    }

    static func exercises(_ repl: REPL, _ text: String) -> CommandOutput {
        withCourse(repl) { try repl.workbench.exercises($0, json: false, all: text.trimmingCharacters(in: .whitespaces) == "--all") }
    }

    static func exercise(_ repl: REPL, _ text: String) -> CommandOutput {
        var out = CommandOutput()
        guard let (options, id) = parse(text, options: exerciseOptions, command: "exercise", language: repl.settings.language, into: &out) else { return out }
        if options["--leave"] != nil {
            // Out of the exercise: `:check` and `:hint` no longer act on it; what was typed stays.
            guard id.isEmpty, options.count == 1 else { return usageError("exercise", repl.settings.language) }
            guard let current = repl.exercise else {
                return CommandOutput(stderr: CommandMessages.noExerciseStarted.filled([])(repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
            }
            repl.exercise = nil
            return CommandOutput(stdout: CommandMessages.leftExercise.filled([current.exercise.id])(repl.settings.language) + "\n")
        }
        guard !id.isEmpty else { return usageError("exercise", repl.settings.language) }
        return withCourse(repl) { course in
            let exercise = try course.catalog.exercise(id)
            if let file = options["--output"] {
                var started = repl.workbench.startExercise(exercise.id, path: file, force: options["--force"] != nil, course: course)
                if started.exitCode == CommandOutput.success {
                    repl.exercise = ExerciseInProgress(exercise: exercise, file: file)
                    if let proposal = taskProposal(repl, exercise) {
                        started.stdout += CommandMessages.drawnAtTaskProposal.filled([proposal])(repl.settings.language) + "\n"
                    }
                }
                return started
            }
            repl.exercise = ExerciseInProgress(exercise: exercise)
            return startInSession(repl, exercise)
        }
    }

    /// The task, then the starter run in a fresh session, drawn at the proposal the task is judged
    /// at (a wrapping exercise checked at 60x480 shows its lines wrapping there).
    static func startInSession(_ repl: REPL, _ exercise: Exercise) -> CommandOutput {
        let language = repl.settings.language
        let proposal = taskProposal(repl, exercise)
        var out = repl.restart(with: exercise.starter, fileName: Workbench.exerciseFile(exercise.id))
        out.stdout = repl.workbench.markdown.render(exercise.task) + "\n" + CommandMessages.starterIsSession.filled([])(language) + "\n"
            + (proposal.map { CommandMessages.drawnAtTaskProposal.filled([$0])(language) + "\n" } ?? "") + out.stdout
        return out
    }

    /// Sets `:proposal` to the one the exercise's checks use; the new spelling when it changed.
    static func taskProposal(_ repl: REPL, _ exercise: Exercise) -> String? {
        let proposal = exercise.manifest.proposal
        let current = (try? Workbench.proposal(repl.settings.proposal)) ?? LayoutOptions.bookProposal
        guard proposal != current else { return nil }
        let text = formatDimension(proposal.width) + "x" + formatDimension(proposal.height)
        repl.settings.proposal = proposal == LayoutOptions.bookProposal ? nil : text
        return text
    }

    /// Runs a command on the current exercise, or says how to start one.
    private static func withExercise(_ repl: REPL, _ body: (ExerciseInProgress, CourseContext) throws -> CommandOutput) -> CommandOutput {
        guard let current = repl.exercise else {
            return CommandOutput(stderr: CommandMessages.noExerciseStarted.filled([])(repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
        }
        return withCourse(repl) { try body(current, $0) }
    }

    static func check(_ repl: REPL, _: String) -> CommandOutput {
        withExercise(repl) { current, course in
            if let file = current.file { return repl.workbench.check(current.exercise.id, path: file, course: course) }
            return repl.workbench.check(current.exercise, source: repl.transcript.script, fileName: "<session>", course: course)
        }
    }

    /// `:hint`, `:hint --all`.
    static func hint(_ repl: REPL, _ text: String) -> CommandOutput {
        let words = text.split(separator: " ")
        guard words.allSatisfy({ $0 == "--all" }) else { return usageError("hint", repl.settings.language) }
        return withExercise(repl) { current, course in repl.workbench.hint(current.exercise.id, all: !words.isEmpty, course: course) }
    }

    static func solution(_ repl: REPL, _: String) -> CommandOutput {
        withExercise(repl) { current, course in repl.workbench.solution(current.exercise.id, course: course) }
    }

    static func progress(_ repl: REPL, _ text: String) -> CommandOutput {
        var out = CommandOutput()
        guard let (options, rest) = parse(text, options: progressOptions, command: "progress", language: repl.settings.language, into: &out) else { return out }
        guard rest.isEmpty else { return usageError("progress", repl.settings.language) }
        return withCourse(repl) { course in
            repl.workbench.progress(course, learner: nil, everyone: false, format: try choice(options["--format"], default: .text))
        }
    }
}
