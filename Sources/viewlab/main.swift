import ArgumentParser
import Foundation
import ViewlabCommands
import ViewlabPresentation

/// Options every subcommand shares: how output may decorate itself.
struct DisplayOptions: ParsableArguments {
    @Flag(help: "Draw with ASCII instead of Unicode box characters.") var ascii = false
    @Flag(name: .customLong("no-color"), help: "Never use colour (also: the NO_COLOR environment variable).") var noColor = false

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
        subcommands: [Run.self, Tree.self])

    @OptionGroup var display: DisplayOptions

    /// No subcommand: the REPL.
    func run() throws {
        let code = REPLLoop.run(display: display)
        if code != 0 { throw ExitCode(code) }
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a Swift file's top-level statements; print() writes to stdout.")
    @Argument(help: "A Swift file, or - for standard input.") var file: String
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style).run(path: file)) }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draw the root view's tree, the way Thinking in SwiftUI draws it.")
    @Argument(help: "A Swift file, or - for standard input.") var file: String
    @Flag(help: "Print the full generic type instead of the diagram.") var types = false
    @Option(help: "Use the #Preview with this name as the root view.") var preview: String?
    @OptionGroup var display: DisplayOptions
    func run() throws { try finish(Workbench(style: display.style).tree(path: file, types: types, preview: preview)) }
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
