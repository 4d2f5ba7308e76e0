import ArgumentParser
import ViewlabAnimation
import ViewlabCommands

struct Update: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: words("Render the root view, then run events: which bodies re-run, and why.",
                        "渲染根视图，然后依次运行事件：看哪些 body 重新运行了，以及为什么。"),
        discussion: discussion("Each EVENT is one argument: tap \"Increment: 0\", toggle #wifi, type #name \"Ada\", increment #count, "
            + "decrement #count, pick #room \"Kitchen\", set NAME = EXPR, run STATEMENTS, rerender. A target is a "
            + "label's text in quotes or #identifier (.accessibilityIdentifier).",
            "每个 EVENT 是一个参数：tap \"Increment: 0\"、toggle #wifi、type #name \"Ada\"、increment #count、"
            + "decrement #count、pick #room \"Kitchen\"、set NAME = EXPR、run STATEMENTS、rerender。目标是加了引号的"
            + "标签文字，或 #identifier（.accessibilityIdentifier）。"))
    @Argument(help: help("A Swift file, or - for standard input.", "一个 Swift 文件，或用 - 表示标准输入。")) var file: String
    @Argument(help: help("Events, in order, each one argument.", "按顺序排列的事件，每个事件是一个参数。")) var events: [String] = []
    @Option(help: help("Use the #Preview with this name as the root view.", "用这个名字的 #Preview 作为根视图。")) var preview: String?
    @Option(help: help("The size proposed to the root for the animated passes' tables: WxH (default 320x480).",
                       "动画各轮的表格里向根视图提出的建议尺寸：WxH（默认 320x480）。"))
    var proposal: String?
    @Option(help: help("text or json.", "text 或 json。", default: TextOrJSON.text)) var format: TextOrJSON = .text
    @Option(help: help("ios17 (the default: @State's initial value is evaluated on every init, iOS 17–26), ios16, or xcode27 (evaluated once, the @State macro).",
                       "ios17（默认：每次 init 都对 @State 的初始值求值，iOS 17–26）、ios16，或 xcode27（只求值一次，即 @State 宏）。",
                       default: Platform.default.rawValue))
    var platform = Platform.default.rawValue
    @Flag(help: help("After the report, how many times each view's body ran and how many nodes were walked, event by event.",
                     "在报告之后，逐个事件列出每个视图的 body 执行了几次、遍历了多少节点。")) var counts = false
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions

    func run() throws {
        guard let chosen = Platform(rawValue: platform) else {
            throw ValidationError(CommandMessages.badPlatform.filled([Platform.allCases.map(\.rawValue).joined(separator: ", ")])(HelpLanguage.current))
        }
        let workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
        do {
            let size = try Workbench.proposal(proposal)
            try finish(workbench.update(file, preview: preview, events: events, format: format, platform: chosen, proposal: size, counts: counts))
        } catch let failure as CommandFailure {
            try finish(CommandOutput(stderr: failure.message(in: workbench.language) + "\n", exitCode: CommandOutput.badInput))
        }
    }
}
