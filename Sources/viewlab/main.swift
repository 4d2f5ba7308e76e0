import ArgumentParser
import Foundation
import ViewlabCommands
import ViewlabModel
import ViewlabPresentation
import ViewlabSwiftUI

/// Options every subcommand shares: how output may decorate itself, and its language.
struct DisplayOptions: ParsableArguments {
    @Flag(help: help("Draw with ASCII instead of Unicode box characters.", "用 ASCII 字符画图，不用 Unicode 制表符。")) var ascii = false
    @Flag(name: .customLong("no-color"), help: help("Never use colour (also: the NO_COLOR environment variable).",
                                                    "不使用颜色（设置环境变量 NO_COLOR 也一样）。")) var noColor = false
    @Option(help: help("The language of lessons, exercises, hints, feedback and messages: en or zh "
                       + "(default: VIEWLAB_LANG, else the locale in LC_ALL or LANG, else en).",
                       "课程、练习、提示、反馈和消息使用的语言：en 或 zh（默认取 VIEWLAB_LANG，其次是 LC_ALL 或 LANG 中的区域设置，都没有时用 en）。",
                       valueName: "en|zh"))
    var lang: String?

    func validate() throws {
        if let lang, DisplayLanguage(rawValue: lang) == nil { throw ValidationError(CommandMessages.badLanguage.filled([lang])(HelpLanguage.current)) }
        // Every command validates its display options before it runs (a subcommand's and the root's
        // both): the place to say, once, that a Traditional Chinese locale gets Simplified Chinese.
        if DisplayLanguage.isTraditionalChinese(option: lang, environment: ProcessInfo.processInfo.environment) {
            _ = Self.simplifiedOnlyNote
        }
    }

    private static let simplifiedOnlyNote: Void = {
        FileHandle.standardError.write(Data((CommandMessages.simplifiedOnly.filled([])(.zh) + "\n").utf8))
    }()

    var language: DisplayLanguage { DisplayLanguage.resolve(option: lang, environment: ProcessInfo.processInfo.environment) }

    var style: OutputStyle {
        let tty = isatty(STDOUT_FILENO) == 1
        let env = ProcessInfo.processInfo.environment
        return OutputStyle(ascii: ascii, color: tty && !noColor && env["NO_COLOR"] == nil && env["TERM"] != "dumb",
                           trueColor: OutputStyle.isTrueColor(env))
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
        abstract: words("A terminal playground that shows how SwiftUI builds, lays out and animates views.",
                        "终端里的 SwiftUI 练习场：看 SwiftUI 怎样构建视图、为视图布局、让视图动起来。"),
        discussion: discussion("With no subcommand, viewlab starts the REPL (:help lists its commands).",
                               "不带子命令时，viewlab 启动 REPL（用 :help 列出 REPL 的命令）。"),
        subcommands: [Run.self, Tree.self, Layout.self, Explain.self, Render.self, Animate.self, Update.self, Env.self,
                      Lessons.self, LessonCommand.self, Exercises.self, ExerciseCommand.self, Check.self,
                      Watch.self, Hint.self, Solution.self, ProgressCommand.self, WorkshopCommand.self, Join.self, Sync.self, Leave.self,
                      RecordAttempts.self])

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
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: words("Run a Swift file's top-level statements; print() writes to stdout.",
                        "运行 Swift 文件中的顶层语句；print() 写到标准输出。"))
    @Argument(help: help("A Swift file, or - for standard input.", "一个 Swift 文件，或用 - 表示标准输入。")) var file: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws { try finish(Workbench(style: display.style, language: display.language, limits: try budget.limits()).run(path: file)) }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: words("Draw the root view's tree, the way Thinking in SwiftUI draws it.",
                        "画出根视图的视图树，画法和《SwiftUI 编程思想》一样。"))
    @Argument(help: help("A Swift file, or - for standard input.", "一个 Swift 文件，或用 - 表示标准输入。")) var file: String
    @Flag(help: help("Print the full generic type instead of the diagram.", "打印完整的泛型类型，而不画图。")) var types = false
    @Flag(help: help("List the render tree's identity paths after the first render instead of the diagram.",
                     "不画图，改为列出首次渲染后渲染树中的身份标识路径。")) var identity = false
    @Flag(help: help("Annotate each Text and control with the environment values written above it.",
                     "在每个 Text 和控件旁标出在它上方写入的环境值。")) var env = false
    @Option(help: help("Use the #Preview with this name as the root view.", "用这个名字的 #Preview 作为根视图。")) var preview: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        let workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
        try finish(identity ? workbench.identities(file, preview: preview) : workbench.tree(path: file, types: types, environment: env, preview: preview))
    }
}

struct Env: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env",
        abstract: words("List the environment a view sees after the first render, each value with the modifier that set it.",
                        "列出首次渲染后一个视图看到的环境：每个值，以及设置它的修饰器。"),
        discussion: discussion("With no target, the root view's. A target is #ID (.accessibilityIdentifier) or --path with a path from 'tree --identity'.",
                               "不给目标时，列出根视图的环境。目标是 #ID（.accessibilityIdentifier），或用 --path 给出 'tree --identity' 列出的一条路径。"))
    @Argument(help: help("A Swift file, or - for standard input.", "一个 Swift 文件，或用 - 表示标准输入。")) var file: String
    @Argument(help: help("#ID: the view with this accessibility identifier.", "#ID：带有这个 accessibilityIdentifier 的视图。")) var target: String?
    @Option(help: help("The view at this identity path (tree --identity lists them).",
                       "这条身份标识路径上的视图（tree --identity 会列出这些路径）。")) var path: String?
    @Option(help: help("Use the #Preview with this name as the root view.", "用这个名字的 #Preview 作为根视图。")) var preview: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func validate() throws {
        if let target, !target.hasPrefix("#") { throw ValidationError(CommandMessages.targetIsID.filled([])(HelpLanguage.current)) }
        if target != nil && path != nil { throw ValidationError(CommandMessages.targetOrPath.filled([])(HelpLanguage.current)) }
    }
    func run() throws {
        let workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
        try finish(workbench.environment(file, target: Workbench.environmentTarget(target ?? path), preview: preview))
    }
}

struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: words("Tabulate an animation's value over time: curves, springs, delay, speed and repeat.",
                        "把动画的值随时间的变化列成表：曲线、弹簧、延迟、速度和重复。"),
        discussion: discussion("""
            CURVE is a SwiftUI animation expression, e.g. '.easeInOut(duration: 1)', '.bouncy', \
            '.spring(response: 0.5, dampingFraction: 0.7).delay(0.2)'. Quote it for the shell.
            """, """
            CURVE 是一个 SwiftUI 动画表达式，例如 '.easeInOut(duration: 1)'、'.bouncy'、\
            '.spring(response: 0.5, dampingFraction: 0.7).delay(0.2)'。在 shell 里要给它加上引号。
            """))
    @Argument(help: help("The animation, e.g. .easeInOut or '.spring(duration: 0.5, bounce: 0.3)'.",
                         "动画，例如 .easeInOut 或 '.spring(duration: 0.5, bounce: 0.3)'。")) var curve: String?
    // `.unconditional` reads `--from -50` as a value, not as an option.
    @Option(parsing: .unconditional, help: help("Start value.", "起始值。", default: 0.0)) var from: Double = 0
    @Option(parsing: .unconditional, help: help("End value.", "结束值。", default: 100.0)) var to: Double = 100
    @Option(parsing: .unconditional, help: help("Last row's time in seconds (default: the duration, or when a spring settles).",
                                                  "最后一行的时间，以秒计（默认：动画的时长，或弹簧静止下来的时刻）。")) var until: Double?
    @Option(parsing: .unconditional, help: help("Seconds between rows (default 0.05).", "相邻两行相隔的秒数（默认 0.05）。")) var step: Double?
    @Option(parsing: .unconditional, help: help("Rows per second, instead of --step.", "每秒多少行，代替 --step。")) var fps: Double?
    @Option(help: help("table, csv, json, plot or svg.", "table、csv、json、plot 或 svg。", default: "table")) var format = "table"
    @Option(parsing: .upToNextOption, help: help("More animations to show side by side.", "要并排显示的其他动画。")) var compare: [String] = []
    @Option(name: [.customLong("platform"), .customLong("semantics")], help: help("ios17 or ios16: which .default and spring() constants to use.",
                                                                                 "ios17 或 ios16：用哪个版本的 .default 和 spring() 常量。", default: "ios17"))
    var platform = "ios17"
    @Option(help: help("closed or fluid: solve springs in closed form, or integrate them at 300 Hz as SwiftUI does.",
                       "closed 或 fluid：用闭式解求弹簧，或像 SwiftUI 那样以 300 Hz 做数值积分。", default: "closed"))
    var springs = "closed"
    @Option(help: help("Retarget mid-flight: TIME=VALUE [CURVE] ('none' snaps); shows the running animations and their sum.",
                       "在动画途中改变目标：TIME=VALUE [CURVE]（'none' 表示直接跳过去）；显示正在运行的各个动画和它们的总和。"))
    var interrupt: [String] = []
    @Option(help: help("A phase animator: comma-separated phases (e.g. 0,-20,20) stepped through with CURVE (default .default).",
                       "阶段动画：用逗号分隔的各个阶段（例如 0,-20,20），依次用 CURVE 过渡（默认 .default）。"))
    var phases: String?
    @Flag(help: help("With --phases: no trigger, so the phases repeat (needs --until).",
                     "配合 --phases：没有触发值，所以各阶段循环往复（需要 --until）。")) var loop = false
    @Option(help: help("A keyframe track, e.g. 'offset: cubic(-30, duration: 0.25) cubic(30, duration: 0.5)'; repeat for parallel tracks.",
                       "一条关键帧轨道，例如 'offset: cubic(-30, duration: 0.25) cubic(30, duration: 0.5)'；重复这个选项就得到并行的几条轨道。"))
    var keyframes: [String] = []
    @Option(help: help("Animate this Swift file's view: each frame re-runs its Animatable views and modifiers (needs --state).",
                       "让这个 Swift 文件里的视图动起来：每一帧都重新运行其中的 Animatable 视图和修饰器（需要 --state）。"))
    var view: String?
    @Option(help: help("With --view: the file's top-level var that changes from --from to --to.",
                       "配合 --view：文件里从 --from 变到 --to 的那个顶层 var。")) var state: String?
    @Option(help: help("With --view, --before or --after: use the #Preview with this name as the root view.",
                       "配合 --view、--before 或 --after：用这个名字的 #Preview 作为根视图。")) var preview: String?
    @Option(help: help("The view before a change (a Swift file); with --after, shows every view's frame at each frame time.",
                       "变化之前的视图（一个 Swift 文件）；配合 --after，显示每个视图在每一帧时刻的 frame。"))
    var before: String?
    @Option(help: help("The view after the change (a Swift file).", "变化之后的视图（一个 Swift 文件）。")) var after: String?
    @Option(name: .shortAndLong, help: help("Write the output to this file instead of standard output.", "把输出写到这个文件，而不是标准输出。")) var output: String?
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
        let result = Workbench(style: output == nil ? style : OutputStyle(ascii: style.ascii), language: display.language, limits: limits).animate(request)
        guard let output, result.exitCode == 0 else { return result }
        do { try OutputFile.write(result.stdout, to: output) } catch {
            return CommandOutput(stderr: CommandMessages.cannotWriteFile.filled([output])(display.language) + "\n", exitCode: CommandOutput.badInput)
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

prepareHeap()
SwiftUILibrary.preparePreludesInBackground()
// Usage errors exit with 2, as cli-contract.md requires (argument-parser's default is 64).
do {
    var command = try Viewlab.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = Viewlab.exitCode(for: error)
    let english = Viewlab.fullMessage(for: error)
    let message = HelpLanguage.current == .zh ? ArgumentParserText.chinese(english) : english
    if code == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}
