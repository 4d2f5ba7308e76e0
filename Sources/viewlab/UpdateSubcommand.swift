import ArgumentParser
import ViewlabAnimation
import ViewlabCommands

struct Update: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Render the root view, then run events: which bodies re-run, and why.",
        discussion: "Each EVENT is one argument: tap \"Increment: 0\", toggle #wifi, type #name \"Ada\", increment #count, "
            + "decrement #count, pick #room \"Kitchen\", set NAME = EXPR, run STATEMENTS, rerender. A target is a "
            + "label's text in quotes or #identifier (.accessibilityIdentifier).")
    @Argument(help: "A Swift file, or - for standard input.") var file: String
    @Argument(help: "Events, in order, each one argument.") var events: [String] = []
    @Option(help: "Use the #Preview with this name as the root view.") var preview: String?
    @Option(help: "The size proposed to the root for the animated passes' tables: WxH (default 320x480).")
    var proposal: String?
    @Option(help: "text or json.") var format: TextOrJSON = .text
    @Option(help: "ios17 (the default: @State's initial value is evaluated on every init, iOS 17–26), ios16, or xcode27 (evaluated once, the @State macro).")
    var platform = Platform.default.rawValue
    @OptionGroup var display: DisplayOptions
    @OptionGroup var budget: BudgetOptions

    func run() throws {
        guard let chosen = Platform(rawValue: platform) else {
            throw ValidationError("--platform is one of " + Platform.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let workbench = Workbench(style: display.style, language: display.language, limits: try budget.limits())
        do {
            let size = try Workbench.proposal(proposal)
            try finish(workbench.update(file, preview: preview, events: events, format: format, platform: chosen, proposal: size))
        } catch let failure as CommandFailure {
            try finish(CommandOutput(stderr: failure.message + "\n", exitCode: CommandOutput.badInput))
        }
    }
}
