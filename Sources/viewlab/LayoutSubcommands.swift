import ArgumentParser
import ViewlabCommands
import ViewlabModel

extension TextOrJSON: ExpressibleByArgument {}
extension PictureFormat: ExpressibleByArgument {}

/// What `layout`, `explain` and `render` share: the file, its preview, the proposal.
struct ViewInput: ParsableArguments {
    @Argument(help: "A Swift file, or - for standard input.") var file: String
    @Option(help: "Use the #Preview with this name as the root view.") var preview: String?
    @Option(help: "The size proposed to the root: WxH, with decimals, inf or nil per dimension (default 320x480).")
    var proposal: String?
}

/// Runs a view command, turning a bad option value into exit code 2.
func runViewCommand(_ input: ViewInput, _ display: DisplayOptions, _ budget: BudgetOptions,
                    _ command: (Workbench, ProposedViewSize) throws -> CommandOutput) throws {
    let workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
    do {
        try finish(try command(workbench, try Workbench.proposal(input.proposal)))
    } catch let failure as CommandFailure {
        try finish(CommandOutput(stderr: failure.message + "\n", exitCode: CommandOutput.badInput))
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Every node's frame after layout (text or JSON).")
    @OptionGroup var input: ViewInput
    @Option(help: "text or json.") var format: TextOrJSON = .text
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        try runViewCommand(input, display, budget) { workbench, proposal in
            workbench.withRootView(input.file, preview: input.preview) { root, session in
                workbench.layout(root, session: session, proposal: proposal, format: format)
            }
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "The numbered layout trace: proposals down, sizes up, placements.")
    @OptionGroup var input: ViewInput
    @Flag(help: "Show the probes stacks send to measure flexibility.") var probes = false
    @Option(help: "Proposed-versus-measured for these proposals, e.g. 25x50,50x50,100x50.") var sweep: String?
    @Option(help: "text or json.") var format: TextOrJSON = .text
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        try runViewCommand(input, display, budget) { workbench, proposal in
            let sweepProposals = try sweep.map(Workbench.proposals)
            return workbench.withRootView(input.file, preview: input.preview) { root, session in
                workbench.explain(root, session: session, proposal: proposal, probes: probes, format: format, sweep: sweepProposals)
            }
        }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "A picture of the laid-out views: in the terminal, or as SVG.")
    @OptionGroup var input: ViewInput
    @Option(help: "ascii (a terminal picture) or svg.") var format: PictureFormat = .ascii
    @Option(name: .shortAndLong, help: "Write the picture to this file.") var output: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions
    func run() throws {
        try runViewCommand(input, display, budget) { workbench, proposal in
            workbench.withRootView(input.file, preview: input.preview) { root, session in
                workbench.render(root, session: session, proposal: proposal, format: format, output: output)
            }
        }
    }
}
