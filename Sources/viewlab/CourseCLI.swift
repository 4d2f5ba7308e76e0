import ArgumentParser
import Foundation
import ViewlabCommands
import ViewlabCourse
import ViewlabModel

/// Where the course and the progress live; every course command takes these.
struct CourseOptions: ParsableArguments {
    @Option(help: help("The folder holding Lessons/ and Exercises/ (default: found from the executable or $VIEWLAB_COURSE).",
                       "存放 Lessons/ 和 Exercises/ 的文件夹（默认：从可执行文件所在位置找，或取 $VIEWLAB_COURSE）。")) var course: String?
    @Option(help: help("The progress database (default: $XDG_DATA_HOME/viewlab/progress.sqlite).",
                       "学习进度数据库（默认：$XDG_DATA_HOME/viewlab/progress.sqlite）。")) var db: String?
    @Option(help: help("Whose progress (default: $VIEWLAB_LEARNER, else $USER).", "谁的学习进度（默认：$VIEWLAB_LEARNER，否则取 $USER）。")) var learner: String?
    @Option(help: help("Join this workshop: progress goes to its shared database (default: $VIEWLAB_WORKSHOP).",
                       "加入这个工作坊：学习进度写进它共用的数据库（默认取 $VIEWLAB_WORKSHOP）。")) var workshop: String?

    /// How the commands a course command suggests are spelled: with the course options it was given.
    var spelling: CommandSpelling {
        .commandLine(carrying: [("course", course), ("db", db), ("learner", learner), ("workshop", workshop)])
    }

    /// The course in `language` (the display options'), else the environment's.
    func context(_ language: DisplayLanguage? = nil) throws -> CourseContext {
        do { return try open(language) } catch {
            try finish(CommandOutput(stderr: errorMessage(error, in: language ?? HelpLanguage.current) + "\n", exitCode: CommandOutput.badInput))
            throw ExitCode(CommandOutput.badInput)
        }
    }

    /// The course and the database, or why they cannot be opened (the REPL opens them on first use).
    func open(_ language: DisplayLanguage? = nil) throws -> CourseContext {
        try CourseContext(course: course, db: db, learner: learner, workshop: workshop, language: language)
    }
}

/// Whether a person is at the keyboard: both ends are terminals.
var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

struct Lessons: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lessons", abstract: words("List the lessons.", "列出所有课程。"))
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language, spelling: place.spelling).lessons(try place.context(display.language).catalog)) }
}

struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lesson",
        abstract: words("Open a lesson: step through it on a terminal (answering its predict questions), else print it.",
                        "打开一课：在终端里一步一步地学（回答其中的预测题），不在终端里时直接打印出来。"))
    @Argument(help: help("A lesson id, or its number (01).", "一课的 id，或它的编号（01）。")) var id: String
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws {
        let course = try place.context(display.language)
        let bench = Workbench(style: display.style, language: display.language, spelling: place.spelling)
        let lesson: Lesson
        do { lesson = try course.catalog.lesson(id) } catch { return try finish(CommandOutput(stderr: errorMessage(error, in: display.language) + "\n", exitCode: CommandOutput.badInput)) }
        guard isInteractive else { return try finish(bench.lessonText(lesson)) }
        try bench.stepThrough(lesson, course: course, readLine: { prompt in
            FileHandle.standardOutput.write(Data(prompt.utf8))
            return Swift.readLine()
        }, write: { out in
            FileHandle.standardOutput.write(Data(out.stdout.utf8))
            FileHandle.standardError.write(Data(out.stderr.utf8))
        })
    }
}

struct Exercises: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }
    static let configuration = CommandConfiguration(
        commandName: "exercises",
        abstract: words("List the exercises, one per line beginning with its id.",
                        "列出所有练习，每行一道，以练习的 id 开头。"))
    @Option(help: help("text or json.", "text 或 json。", default: Format.text)) var format: Format = .text
    @Flag(help: help("Every exercise, not only the workshop's set.", "所有练习，而不只是工作坊选定的那些。")) var all = false
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws {
        try finish(try Workbench(style: display.style, language: display.language, spelling: place.spelling)
            .exercises(try place.context(display.language), json: format == .json, all: all))
    }
}

struct ExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "exercise", abstract: words("Start an exercise.", "开始一道练习。"), subcommands: [Start.self])

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "start",
            abstract: words("Print the task and write the starter code to a file you edit (default ./ID.swift).",
                            "打印题目，并把初始代码写到一个供你编辑的文件（默认 ./ID.swift）。"))
        @Argument(help: help("An exercise id.", "练习的 id。")) var id: String
        @Option(name: .shortAndLong, help: help("Where to write the starter.", "把初始代码写到哪里。")) var output: String?
        @Flag(help: help("Overwrite the file with the starter again.", "用初始代码重新覆盖这个文件。")) var force = false
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws { try finish(Workbench(style: display.style, language: display.language, spelling: place.spelling).startExercise(id, path: output, force: force, course: try place.context(display.language))) }
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: words("Check your solution of an exercise: exit 0 when it passes, 1 when it fails, 2 when it does not run.",
                        "检查你对一道练习的解答：通过时退出码为 0，没通过为 1，不能运行为 2。"))
    @Argument(help: help("An exercise id.", "练习的 id。")) var id: String
    @Argument(help: help("Your file (default ./ID.swift), or - for standard input.", "你的文件（默认 ./ID.swift），或用 - 表示标准输入。")) var file: String?
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language, spelling: place.spelling, limits: try budget.limits()).check(id, path: file, course: try place.context(display.language))) }
}

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: words("Check an exercise again whenever its file is saved (Ctrl-C stops).",
                        "每次保存练习的文件时都重新检查（按 Ctrl-C 停止）。"))
    @Argument(help: help("An exercise id.", "练习的 id。")) var id: String
    @Argument(help: help("Your file (default ./ID.swift).", "你的文件（默认 ./ID.swift）。")) var file: String?
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        var last = CommandOutput.success
        // Watching ends only when the exercise is unknown: exit with that check's code (2).
        Workbench(style: display.style, language: display.language, spelling: place.spelling, limits: try budget.limits()).watch(id, path: file, course: try place.context(display.language), keepGoing: { true }) { out in
            FileHandle.standardOutput.write(Data(((isInteractive ? "\u{1B}[H\u{1B}[2J" : "") + out.stdout).utf8))
            FileHandle.standardError.write(Data(out.stderr.utf8))
            last = out.exitCode
        }
        if last != CommandOutput.success { throw ExitCode(last) }
    }
}

struct Hint: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hint", abstract: words("Show one more hint for an exercise.", "再显示一条练习的提示。"))
    @Argument(help: help("An exercise id.", "练习的 id。")) var id: String
    @Flag(help: help("Every hint at once.", "一次显示全部提示。")) var all = false
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language, spelling: place.spelling).hint(id, all: all, course: try place.context(display.language))) }
}

struct Solution: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solution",
        abstract: words("Show the reference solution (after a pass, or after the failed attempts the exercise sets).",
                        "显示参考答案（通过之后，或失败次数达到练习规定的次数之后）。"))
    @Argument(help: help("An exercise id.", "练习的 id。")) var id: String
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language, spelling: place.spelling).solution(id, course: try place.context(display.language))) }
}

struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "progress", abstract: words("Show progress, or export it for a workshop.", "显示学习进度，或为工作坊导出进度。"),
                                                    subcommands: [Show.self, Export.self], defaultSubcommand: Show.self)

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: words("What a learner (or, with --all, everyone) has done.",
                            "一名学员（加 --all 则是所有人）完成了哪些内容。"))
        @Option(help: help("text, json or csv.", "text、json 或 csv。", default: Workbench.ProgressFormat.text))
        var format: Workbench.ProgressFormat = .text
        @Flag(help: help("Everyone in the database (or in --workshop).", "数据库里（或 --workshop 里）的所有人。")) var all = false
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws {
            try finish(Workbench(style: display.style, language: display.language, spelling: place.spelling).progress(try place.context(display.language), learner: place.learner, everyone: all, format: format))
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: words("Write your progress to a file that `viewlab workshop import` merges.",
                            "把你的学习进度写到一个文件，供 `viewlab workshop import` 合并。"))
        @Argument(help: help("The file to write.", "要写入的文件。")) var file: String
        @Flag(help: help("Everyone in the database, not only you.", "数据库里的所有人，而不只是你。")) var all = false
        @OptionGroup var place: CourseOptions
        func run() throws { try finish(Workbench().exportProgress(try place.context(), to: file, everyone: all)) }
    }
}

struct WorkshopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workshop",
        abstract: words("Run a workshop: create it, import progress, watch the board, write a report, or serve it over HTTP.",
                        "主持一个工作坊：创建它、导入学习进度、查看看板、生成报告，或通过 HTTP 主持它。"),
        subcommands: [Create.self, Import.self, Board.self, Report.self, Roster.self, Rename.self, Merge.self, Remove.self, SetCommand.self,
                      Serve.self, RotateCode.self])

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: words("Create a workshop whose learners share the database at --db.",
                            "创建一个工作坊，它的学员共用 --db 指定的数据库。"))
        @Argument(help: help("The workshop's name.", "工作坊的名字。")) var name: String
        // The root command (the REPL) takes the course options, so `--db` is read through the same
        // group here: a separate `--db` option of its own would never receive the value.
        @OptionGroup var place: CourseOptions
        func validate() throws {
            if place.db == nil { throw ValidationError(CommandMessages.missingDatabase.filled([])(HelpLanguage.current)) }
        }
        func run() throws {
            try finish(Workbench().createWorkshop(name, db: place.db!, registry: WorkshopRegistry(environment: ProcessInfo.processInfo.environment)))
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: words("Merge a `viewlab progress export` file (twice changes nothing).",
                            "合并 `viewlab progress export` 导出的文件（合并两次也不会多出什么）。"))
        @Argument(help: help("The exported file.", "导出的文件。")) var file: String
        @OptionGroup var place: CourseOptions
        func run() throws { try finish(Workbench().importProgress(try place.context(), from: file)) }
    }

    struct Board: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "board",
            abstract: words("A live dashboard of the workshop (one snapshot when not on a terminal).",
                            "工作坊的实时看板（不在终端里时只输出一次快照）。"))
        @Option(help: help("Seconds between refreshes.", "两次刷新相隔的秒数。", default: 2.0)) var every: Double = 2
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws {
            let course = try place.context(display.language)
            let bench = Workbench(style: display.style, language: display.language)
            guard isInteractive else { return try finish(bench.workshopBoard(course)) }
            while true {
                let out = bench.workshopBoard(course)
                FileHandle.standardOutput.write(Data(("\u{1B}[H\u{1B}[2J" + out.stdout + "(refreshes every \(formatSeconds(every)); Ctrl-C quits)").utf8))
                Thread.sleep(forTimeInterval: max(0.2, every))
            }
        }
        private func formatSeconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s))s" : "\(s)s" }
    }

    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "report", abstract: words("Write the workshop's gradebook as CSV or HTML.", "把工作坊的成绩册写成 CSV 或 HTML。"))
        @Option(help: help("csv or html.", "csv 或 html。", default: Workbench.ReportFormat.csv))
        var format: Workbench.ReportFormat = .csv
        @Option(name: .shortAndLong, help: help("Write to this file instead of standard output.", "写到这个文件，而不是标准输出。")) var output: String?
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws {
            var out = Workbench(language: display.language).workshopReport(try place.context(display.language), format: format)
            if let output, out.exitCode == 0 {
                try OutputFile.write(out.stdout, to: output)
                out.stdout = ""
            }
            try finish(out)
        }
    }
}

/// For the concurrency tests: records attempts one transaction each, as `check` does, without
/// running learner code. Hidden from help.
struct RecordAttempts: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record-attempts", shouldDisplay: false)
    @Option var count = 1
    @Option var exercise = "stress"
    @OptionGroup var place: CourseOptions
    func run() throws {
        let path = place.db ?? CourseContext.defaultDatabase(ProcessInfo.processInfo.environment)
        do {
            let store = try ProgressStore.open(path: path)
            let learner = try store.learner(place.learner ?? "learner")
            for i in 0..<count {
                try store.recordAttempt(learner: learner, exercise: exercise, code: "// attempt \(i)\n" + String(repeating: "x", count: 2000),
                                        verdict: i % 2 == 0 ? .fail : .pass, failingChecks: i % 2 == 0 ? ["root.width == W"] : [])
            }
        } catch {
            try finish(CommandOutput(stderr: errorMessage(error, in: HelpLanguage.current) + "\n", exitCode: CommandOutput.badInput))
        }
    }
}

extension Workbench.ProgressFormat: ExpressibleByArgument {}
extension Workbench.ReportFormat: ExpressibleByArgument {}
