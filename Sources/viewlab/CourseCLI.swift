import ArgumentParser
import Foundation
import ViewlabCommands
import ViewlabCourse
import ViewlabModel

/// Where the course and the progress live; every course command takes these.
struct CourseOptions: ParsableArguments {
    @Option(help: "The folder holding Lessons/ and Exercises/ (default: found from the executable or $VIEWLAB_COURSE).") var course: String?
    @Option(help: "The progress database (default: $XDG_DATA_HOME/viewlab/progress.sqlite).") var db: String?
    @Option(help: "Whose progress (default: $VIEWLAB_LEARNER, else $USER).") var learner: String?
    @Option(help: "Join this workshop: progress goes to its shared database.") var workshop: String?

    /// The course in `language` (the display options'), else the environment's.
    func context(_ language: DisplayLanguage? = nil) throws -> CourseContext {
        do { return try open(language) } catch {
            try finish(CommandOutput(stderr: "\(error)\n", exitCode: CommandOutput.badInput))
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
    static let configuration = CommandConfiguration(commandName: "lessons", abstract: "List the lessons.")
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language).lessons(try place.context(display.language).catalog)) }
}

struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lesson",
        abstract: "Open a lesson: step through it on a terminal (answering its predict questions), else print it.")
    @Argument(help: "A lesson id, or its number (01).") var id: String
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws {
        let course = try place.context(display.language)
        let bench = Workbench(style: display.style, language: display.language)
        let lesson: Lesson
        do { lesson = try course.catalog.lesson(id) } catch { return try finish(CommandOutput(stderr: "\(error)\n", exitCode: CommandOutput.badInput)) }
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
    static let configuration = CommandConfiguration(commandName: "exercises", abstract: "List the exercises, one per line beginning with its id.")
    @Option(help: "text or json.") var format: Format = .text
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(try Workbench(style: display.style, language: display.language).exercises(try place.context(display.language), json: format == .json)) }
}

struct ExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "exercise", abstract: "Start an exercise.", subcommands: [Start.self])

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "start", abstract: "Print the task and write the starter code to a file you edit (default ./ID.swift).")
        @Argument(help: "An exercise id.") var id: String
        @Option(name: .shortAndLong, help: "Where to write the starter.") var output: String?
        @Flag(help: "Overwrite the file with the starter again.") var force = false
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws { try finish(Workbench(style: display.style, language: display.language).startExercise(id, path: output, force: force, course: try place.context(display.language))) }
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check your solution of an exercise: exit 0 when it passes, 1 when it fails, 2 when it does not run.")
    @Argument(help: "An exercise id.") var id: String
    @Argument(help: "Your file (default ./ID.swift), or - for standard input.") var file: String?
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language, limits: try budget.limits()).check(id, path: file, course: try place.context(display.language))) }
}

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "watch", abstract: "Check an exercise again whenever its file is saved (Ctrl-C stops).")
    @Argument(help: "An exercise id.") var id: String
    @Argument(help: "Your file (default ./ID.swift).") var file: String?
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        var last = CommandOutput.success
        // Watching ends only when the exercise is unknown: exit with that check's code (2).
        Workbench(style: display.style, language: display.language, limits: try budget.limits()).watch(id, path: file, course: try place.context(display.language), keepGoing: { true }) { out in
            FileHandle.standardOutput.write(Data(((isInteractive ? "\u{1B}[H\u{1B}[2J" : "") + out.stdout).utf8))
            FileHandle.standardError.write(Data(out.stderr.utf8))
            last = out.exitCode
        }
        if last != CommandOutput.success { throw ExitCode(last) }
    }
}

struct Hint: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hint", abstract: "Show one more hint for an exercise.")
    @Argument(help: "An exercise id.") var id: String
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language).hint(id, course: try place.context(display.language))) }
}

struct Solution: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "solution", abstract: "Show the reference solution (after a pass, or after the failed attempts the exercise sets).")
    @Argument(help: "An exercise id.") var id: String
    @OptionGroup var place: CourseOptions
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language).solution(id, course: try place.context(display.language))) }
}

struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "progress", abstract: "Show progress, or export it for a workshop.",
                                                    subcommands: [Show.self, Export.self], defaultSubcommand: Show.self)

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "What a learner (or, with --all, everyone) has done.")
        @Option(help: "text, json or csv.") var format: Workbench.ProgressFormat = .text
        @Flag(help: "Everyone in the database (or in --workshop).") var all = false
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws {
            try finish(Workbench(style: display.style, language: display.language).progress(try place.context(display.language), learner: place.learner, everyone: all, format: format))
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "export", abstract: "Write your progress to a file that `viewlab workshop import` merges.")
        @Argument(help: "The file to write.") var file: String
        @Flag(help: "Everyone in the database, not only you.") var all = false
        @OptionGroup var place: CourseOptions
        func run() throws { try finish(Workbench().exportProgress(try place.context(), to: file, everyone: all)) }
    }
}

struct WorkshopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "workshop", abstract: "Run a workshop: create it, import progress, watch the board, write a report.",
                                                    subcommands: [Create.self, Import.self, Board.self, Report.self])

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "create", abstract: "Create a workshop whose learners share the database at --db.")
        @Argument(help: "The workshop's name.") var name: String
        // The root command (the REPL) takes the course options, so `--db` is read through the same
        // group here: a separate `--db` option of its own would never receive the value.
        @OptionGroup var place: CourseOptions
        func validate() throws {
            if place.db == nil { throw ValidationError("Missing expected argument '--db <db>': the shared progress database") }
        }
        func run() throws {
            try finish(Workbench().createWorkshop(name, db: place.db!, registry: WorkshopRegistry(environment: ProcessInfo.processInfo.environment)))
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "import", abstract: "Merge a `viewlab progress export` file (twice changes nothing).")
        @Argument(help: "The exported file.") var file: String
        @OptionGroup var place: CourseOptions
        func run() throws { try finish(Workbench().importProgress(try place.context(), from: file)) }
    }

    struct Board: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "board", abstract: "A live dashboard of the workshop (one snapshot when not on a terminal).")
        @Option(help: "Seconds between refreshes.") var every: Double = 2
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
        static let configuration = CommandConfiguration(commandName: "report", abstract: "Write the workshop's gradebook as CSV or HTML.")
        @Option(help: "csv or html.") var format: Workbench.ReportFormat = .csv
        @Option(name: .shortAndLong, help: "Write to this file instead of standard output.") var output: String?
        @OptionGroup var place: CourseOptions
        @OptionGroup var display: DisplayOptions
        func run() throws {
            var out = Workbench(language: display.language).workshopReport(try place.context(display.language), format: format)
            if let output, out.exitCode == 0 {
                try Data(out.stdout.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
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
            try finish(CommandOutput(stderr: "\(error)\n", exitCode: CommandOutput.badInput))
        }
    }
}

extension Workbench.ProgressFormat: ExpressibleByArgument {}
extension Workbench.ReportFormat: ExpressibleByArgument {}
