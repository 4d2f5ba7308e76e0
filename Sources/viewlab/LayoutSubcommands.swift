import Foundation
import ArgumentParser
import ViewlabCommands
import ViewlabModel

extension TextOrJSON: ExpressibleByArgument {}
extension LayoutFormat: ExpressibleByArgument {}

/// `layout` and `explain --format svg`: the picture with the frames over it, unless `--no-frames`.
struct FramesOption: ParsableArguments {
    @Flag(help: help("With --format svg: the views only, without the layout frames over them.",
                     "配合 --format svg：只画视图，不在上方画布局的 frame。")) var noFrames = false
}
extension PictureFormat: ExpressibleByArgument {}

/// What `layout`, `explain` and `render` share: the file, its preview, the proposal.
struct ViewInput: ParsableArguments {
    @Argument(help: help("A Swift file, or - for standard input.", "一个 Swift 文件，或用 - 表示标准输入。")) var file: String
    @Option(help: help("Use the #Preview with this name as the root view.", "用这个名字的 #Preview 作为根视图。")) var preview: String?
    @Option(help: help("The size proposed to the root: WxH, with decimals, inf or nil per dimension (default 320x480).",
                       "向根视图提出的建议尺寸：WxH，每个维度可以是小数、inf 或 nil（默认 320x480）。"))
    var proposal: String?
}

/// Runs a view command, turning a bad option value into exit code 2.
func runViewCommand(_ input: ViewInput, _ display: DisplayOptions, _ budget: BudgetOptions,
                    _ command: (Workbench, ProposedViewSize) throws -> CommandOutput) throws {
    var workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
    workbench.endsWithProcess = true
    do {
        try finish(try command(workbench, try Workbench.proposal(input.proposal)))
    } catch let failure as CommandFailure {
        try finish(CommandOutput(stderr: failure.message(in: workbench.language) + "\n", exitCode: CommandOutput.badInput))
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: words("Every node's frame after layout (text or JSON).",
                        "布局之后每个节点的 frame（文本或 JSON）。"))
    @OptionGroup var input: ViewInput
    @Option(help: help("text, json, or svg (the views with their frames over them).", "text、json 或 svg（视图，上方画出它们的 frame）。",
                       default: LayoutFormat.text)) var format: LayoutFormat = .text
    @OptionGroup var frames: FramesOption
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        try runViewCommand(input, display, budget) { workbench, proposal in
            workbench.withRootView(input.file, preview: input.preview, proposal: proposal) { root, session in
                workbench.layout(root, session: session, proposal: proposal, format: format, frames: !frames.noFrames)
            }
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: words("The numbered layout trace: proposals down, sizes up, placements.",
                        "带编号的布局过程：建议尺寸往下传，尺寸往上报，然后放置。"))
    @OptionGroup var input: ViewInput
    @Flag(help: help("Show the probes stacks send to measure flexibility.", "显示堆栈为了测出子视图的弹性而发出的试探性建议尺寸。")) var probes = false
    @Option(help: help("Proposed-versus-measured for these proposals, e.g. 25x50,50x50,100x50.",
                       "对这些建议尺寸逐一列出建议尺寸和测得的尺寸，例如 25x50,50x50,100x50。")) var sweep: String?
    @Option(help: help("text, json, or svg (the views with their frames over them).", "text、json 或 svg（视图，上方画出它们的 frame）。",
                       default: LayoutFormat.text)) var format: LayoutFormat = .text
    @OptionGroup var frames: FramesOption
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        try runViewCommand(input, display, budget) { workbench, proposal in
            let sweepProposals = try sweep.map(Workbench.proposals)
            return workbench.withRootView(input.file, preview: input.preview, proposal: proposal) { root, session in
                workbench.explain(root, session: session, proposal: proposal, probes: probes, format: format, sweep: sweepProposals,
                                  frames: !frames.noFrames)
            }
        }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: words("A picture of the laid-out views: in the terminal, as SVG, or as PNG.",
                        "布局好的视图的图像：画在终端里，或输出为 SVG 或 PNG。"))
    @OptionGroup var input: ViewInput
    @Option(help: help("ascii (a terminal picture), svg or png (the SVG drawn by rsvg-convert); by default the extension of -o (.svg, .png), else ascii.",
                       "ascii（终端里的图）、svg 或 png（由 rsvg-convert 把 SVG 画成的图）；默认按 -o 的扩展名（.svg、.png），否则为 ascii。"))
    var format: PictureFormat?
    // `.unconditional` reads `--scale -1` as a value (refused below), not as an option.
    @Option(parsing: .unconditional, help: help("With --format png: pixels per point.", "配合 --format png：每点多少像素。",
                                                   default: PNGConversion.defaultScale))
    var scale: Double = PNGConversion.defaultScale
    @Option(name: .shortAndLong, help: help("Write the picture to this file.", "把图像写到这个文件。")) var output: String?
    @Flag(help: help("Draw the layout frames and their labels over the views (SVG and PNG).",
                     "在视图上方画出布局的 frame 和标签（SVG 和 PNG）。")) var frames = false
    // A string, so that a bad value is refused with viewlab's message (`Workbench.renderTime`).
    @Option(name: .customLong("at"), parsing: .unconditional,
            help: help("Draw TimelineViews, and after events the last one's animations, as they are this many seconds on, e.g. 0.5 (default 0).",
                       "按这么多秒之后的样子画出 TimelineView，以及（在事件之后）最后一个事件的动画，例如 0.5（默认 0）。", valueName: "seconds"))
    var at: String?
    @Argument(help: help("Events to run first, as `update` takes them; with --at, the last one's animations are drawn that many seconds on.",
                         "先运行的事件，写法同 `update`；配合 --at，画出最后一个事件的动画在那么多秒之后的样子。", valueName: "event"))
    var events: [String] = []
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        // A PNG goes to standard output only when that is a file or a pipe, not a terminal.
        let binaryOutput: ((Data) -> Void)? = isatty(STDOUT_FILENO) == 1 ? nil : { FileHandle.standardOutput.write($0) }
        try runViewCommand(input, display, budget) { workbench, proposal in
            if PictureFormat.chosen(format, output: output) == .png {
                do throws(PNGConversion.Failure) { _ = try PNGConversion.checked(scale: scale) } catch { throw error.commandFailure }
            }
            let seconds = try at.map(Workbench.renderTime)
            return workbench.withRootView(input.file, preview: input.preview, proposal: proposal, after: events) { root, session, event in
                workbench.render(root, session: session, proposal: proposal, format: format, output: output, frames: frames,
                                 scale: scale, binaryOutput: binaryOutput, at: seconds, event: event)
            }
        }
    }
}
