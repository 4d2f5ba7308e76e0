import ArgumentParser
import Foundation
import ViewlabCommands
import ViewlabModel
import ViewlabPresentation

/// Options every subcommand shares: how output may decorate itself, and its language.
struct DisplayOptions: ParsableArguments {
    @Flag(help: "Draw with ASCII instead of Unicode box characters.") var ascii = false
    @Flag(name: .customLong("no-color"), help: "Never use colour (also: the NO_COLOR environment variable).") var noColor = false
    @Option(help: ArgumentHelp("The language of lessons, exercises, hints, feedback and messages: en or zh "
                               + "(default: VIEWLAB_LANG, else the locale in LC_ALL or LANG, else en).", valueName: "en|zh"))
    var lang: String?

    func validate() throws {
        if let lang, DisplayLanguage(rawValue: lang) == nil { throw ValidationError("--lang takes en or zh, not '\(lang)'") }
    }

    var language: DisplayLanguage { DisplayLanguage.resolve(option: lang, environment: ProcessInfo.processInfo.environment) }

    var style: OutputStyle {
        let tty = isatty(STDOUT_FILENO) == 1
        let env = ProcessInfo.processInfo.environment
        return OutputStyle(ascii: ascii, color: tty && !noColor && env["NO_COLOR"] == nil && env["TERM"] != "dumb")
    }
}

/// Prints a command's output and exits with its code.
func finish(_ output: CommandOutput) throws {
    FileHandle.standardOutput.write(Data(output.stdout.utf8))
    FileHandle.standardError.write(Data(output.stderr.utf8))
    if output.exitCode != 0 { throw ExitCode(output.exitCode) }
}

struct Viewlab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewlab",
        abstract: "A terminal playground that shows how SwiftUI builds, lays out and animates views.",
        discussion: "With no subcommand, viewlab starts the REPL (:help lists its commands).",
        subcommands: [Run.self, Tree.self, Layout.self, Explain.self, Render.self, Animate.self, Update.self, Env.self,
                      Lessons.self, LessonCommand.self, Exercises.self, ExerciseCommand.self, Check.self,
                      Watch.self, Hint.self, Solution.self, ProgressCommand.self, WorkshopCommand.self, RecordAttempts.self])

    @OptionGroup var display: DisplayOptions
    /// The REPL's course commands use these as the course subcommands do.
    @OptionGroup var place: CourseOptions
    @OptionGroup var budget: BudgetOptions

    /// No subcommand: the REPL.
    func run() throws {
        let (place, language) = (place, display.language)
        let services = REPLServices(openCourse: { try place.open(language) }, animate: Animate.output(_:style:))
        let code = REPLLoop.run(display: display, limits: try budget.limits(), services: services)
        if code != 0 { throw ExitCode(code) }
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run a Swift file's top-level statements; print() writes to stdout.")
    @Argument(help: "A Swift file, or - for standard input.") var file: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language, limits: try budget.limits()).run(path: file)) }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tree", abstract: "Draw the root view's tree, the way Thinking in SwiftUI draws it.")
    @Argument(help: "A Swift file, or - for standard input.") var file: String
    @Flag(help: "Print the full generic type instead of the diagram.") var types = false
    @Flag(help: "List the render tree's identity paths after the first render instead of the diagram.") var identity = false
    @Flag(help: "Annotate each Text and control with the environment values written above it.") var env = false
    @Option(help: "Use the #Preview with this name as the root view.") var preview: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        let workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
        try finish(identity ? workbench.identities(file, preview: preview) : workbench.tree(path: file, types: types, environment: env, preview: preview))
    }
}

struct Env: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env", abstract: "List the environment a view sees after the first render, each value with the modifier that set it.",
        discussion: "With no target, the root view's. A target is #ID (.accessibilityIdentifier) or --path with a path from 'tree --identity'.")
    @Argument(help: "A Swift file, or - for standard input.") var file: String
    @Argument(help: "#ID: the view with this accessibility identifier.") var target: String?
    @Option(help: "The view at this identity path (tree --identity lists them).") var path: String?
    @Option(help: "Use the #Preview with this name as the root view.") var preview: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func validate() throws {
        if let target, !target.hasPrefix("#") { throw ValidationError("the target is #ID; give a path with --path") }
        if target != nil && path != nil { throw ValidationError("give #ID or --path, not both") }
    }
    func run() throws {
        let workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
        try finish(workbench.environment(file, target: Workbench.environmentTarget(target ?? path), preview: preview))
    }
}

struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Tabulate an animation's value over time: curves, springs, delay, speed and repeat.",
        discussion: """
            CURVE is a SwiftUI animation expression, e.g. '.easeInOut(duration: 1)', '.bouncy', \
            '.spring(response: 0.5, dampingFraction: 0.7).delay(0.2)'. Quote it for the shell.
            """)
    @Argument(help: "The animation, e.g. .easeInOut or '.spring(duration: 0.5, bounce: 0.3)'.") var curve: String?
    // `.unconditional` reads `--from -50` as a value, not as an option.
    @Option(parsing: .unconditional, help: "Start value.") var from: Double = 0
    @Option(parsing: .unconditional, help: "End value.") var to: Double = 100
    @Option(parsing: .unconditional, help: "Last row's time in seconds (default: the duration, or when a spring settles).") var until: Double?
    @Option(parsing: .unconditional, help: "Seconds between rows (default 0.05).") var step: Double?
    @Option(parsing: .unconditional, help: "Rows per second, instead of --step.") var fps: Double?
    @Option(help: "table, csv, json, plot or svg.") var format = "table"
    @Option(parsing: .upToNextOption, help: "More animations to show side by side.") var compare: [String] = []
    @Option(name: [.customLong("platform"), .customLong("semantics")], help: "ios17 or ios16: which .default and spring() constants to use.")
    var platform = "ios17"
    @Option(help: "closed or fluid: solve springs in closed form, or integrate them at 300 Hz as SwiftUI does.")
    var springs = "closed"
    @Option(help: "Retarget mid-flight: TIME=VALUE [CURVE] ('none' snaps); shows the running animations and their sum.")
    var interrupt: [String] = []
    @Option(help: "A phase animator: comma-separated phases (e.g. 0,-20,20) stepped through with CURVE (default .default).")
    var phases: String?
    @Flag(help: "With --phases: no trigger, so the phases repeat (needs --until).") var loop = false
    @Option(help: "A keyframe track, e.g. 'offset: cubic(-30, duration: 0.25) cubic(30, duration: 0.5)'; repeat for parallel tracks.")
    var keyframes: [String] = []
    @Option(help: "Animate this Swift file's view: each frame re-runs its Animatable views and modifiers (needs --state).")
    var view: String?
    @Option(help: "With --view: the file's top-level var that changes from --from to --to.") var state: String?
    @Option(help: "With --view, --before or --after: use the #Preview with this name as the root view.") var preview: String?
    @Option(help: "The view before a change (a Swift file); with --after, shows every view's frame at each frame time.")
    var before: String?
    @Option(help: "The view after the change (a Swift file).") var after: String?
    @Option(name: .shortAndLong, help: "Write the output to this file instead of standard output.") var output: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions

    func run() throws { try finish(output(style: display.style)) }

    /// The table, or nothing once it is written to `--output`; in the terminal's style.
    func output(style: OutputStyle) -> CommandOutput {
        var request = AnimateRequest(curve: curve)
        request.view = view; request.state = state; request.preview = preview
        request.before = before; request.after = after
        request.compare = compare
        request.from = from; request.to = to; request.until = until
        request.step = step; request.fps = fps
        request.format = format; request.platform = platform; request.springs = springs
        request.interruptions = interrupt
        request.phases = phases; request.loop = loop; request.keyframes = keyframes
        // validate() has read the limits already.
        let limits = (try? budget.limits()) ?? .standard
        let result = Workbench(style: output == nil ? style : OutputStyle(ascii: style.ascii), limits: limits).animate(request)
        guard let output, result.exitCode == 0 else { return result }
        guard FileManager.default.createFile(atPath: output, contents: Data(result.stdout.utf8)) else {
            return CommandOutput(stderr: "error: cannot write '\(output)'\n", exitCode: CommandOutput.badInput)
        }
        return CommandOutput()
    }

    /// `:animate` in the REPL: these words read as `viewlab animate`'s arguments, in the REPL's style.
    static func output(_ arguments: [String], style: OutputStyle) -> CommandOutput {
        do {
            return try parse(arguments).output(style: style)
        } catch {
            if exitCode(for: error) == .success { return CommandOutput(stdout: fullMessage(for: error) + "\n") }
            return CommandOutput(stderr: "error: " + message(for: error) + "\n", exitCode: CommandOutput.badInput)
        }
    }
}

// Usage errors exit with 2, as cli-contract.md requires (argument-parser's default is 64).
do {
    var command = try Viewlab.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = Viewlab.exitCode(for: error)
    let message = Viewlab.fullMessage(for: error)
    if code == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}
