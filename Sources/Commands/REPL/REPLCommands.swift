import ViewlabModel
import Foundation
import ViewlabLanguage
import ViewlabSwiftUI

/// The REPL's command table and how a line becomes a command: `:name args`, any unique prefix of
/// a name, or the words workshop handouts use (`show tree`, `explain layout of EXPR`).
enum REPLCommands {
    /// Commands that show a view, each calling the `Workbench` core of the CLI subcommand it is named after.
    static let viewCommands: [ViewCommand] = [
        ViewCommand(name: "tree", usage: "[--types | --identity | --env] [EXPR]",
                    summary: Bilingual("the view's tree, drawn the way the book draws it (--identity: the render tree's identity paths; --env: the values each Text sees)", "视图的视图树，按书中的画法画出（--identity：渲染树的身份标识路径；--env：每个 Text 看到的环境值）"),
                    options: [CommandOption(name: "--types"), CommandOption(name: "--identity"), CommandOption(name: "--env")]) { repl, view, options in
            if options["--identity"] != nil { return repl.showIdentities() }
            return repl.workbench.tree(view, types: options["--types"] != nil, environment: options["--env"] != nil)
        },
        ViewCommand(name: "layout", usage: "[--proposal WxH] [--format text|json|svg] [--no-frames] [EXPR]", summary: Bilingual("every node's frame after layout", "布局之后每个节点的 frame"),
                    options: [proposalOption, CommandOption(name: "--format", value: "text|json|svg"), CommandOption(name: "--no-frames")]) { repl, view, options in
            repl.withLayoutOptions(options) { proposal in
                repl.workbench.layout(view, session: repl.session, proposal: proposal, format: try choice(options["--format"], default: .text),
                                      frames: options["--no-frames"] == nil)
            }
        },
        ViewCommand(name: "explain", usage: "[--proposal WxH] [--probes] [--sweep LIST] [--format text|json|svg] [--no-frames] [EXPR]",
                    summary: Bilingual("the step-by-step layout trace (or a sweep of proposals)", "一步一步的布局过程（或对一组建议尺寸的扫描）"),
                    options: [proposalOption, CommandOption(name: "--probes"), CommandOption(name: "--sweep", value: "LIST"),
                              CommandOption(name: "--format", value: "text|json|svg"), CommandOption(name: "--no-frames")]) { repl, view, options in
            repl.withLayoutOptions(options) { proposal in
                repl.workbench.explain(view, session: repl.session, proposal: proposal, probes: options["--probes"] != nil,
                                       format: try choice(options["--format"], default: .text), sweep: try options["--sweep"].map(Workbench.proposals),
                                       frames: options["--no-frames"] == nil)
            }
        },
        ViewCommand(name: "render", usage: "[--proposal WxH] [--format ascii|svg|png] [--frames] [--scale N] [--at SECONDS] [--output FILE] [EXPR]",
                    summary: Bilingual("a picture of the laid-out view (--frames: with its layout frames; --at: TimelineViews, and the last event's animations, that many seconds on)",
                                       "布局后的视图的图像（--frames：画出布局的 frame；--at：TimelineView 和上一个事件的动画在那么多秒之后的样子）"),
                    options: [proposalOption, CommandOption(name: "--format", value: "ascii|svg|png"), CommandOption(name: "--frames"),
                              CommandOption(name: "--scale", value: "N"), CommandOption(name: "--at", value: "SECONDS"),
                              CommandOption(name: "--output", value: "FILE", short: "-o")]) { repl, view, options in
            repl.withLayoutOptions(options) { proposal in
                let scale = try options["--scale"].map { text in
                    guard let n = Double(text) else { throw CommandFailure(CommandMessages.badScale, text) }
                    return n
                } ?? PNGConversion.defaultScale
                // After `:tap`, `--at` catches that event's animations in flight.
                return repl.workbench.render(view, session: repl.session, proposal: proposal, format: try options["--format"].map { try choice($0, default: PictureFormat.ascii) },
                                             output: options["--output"], frames: options["--frames"] != nil, scale: scale,
                                             at: try options["--at"].map(Workbench.renderTime),
                                             event: repl.drawsCurrentView ? repl.eventInFlight : nil, platform: repl.settings.platform)
            }
        },
    ]

    static let proposalOption = CommandOption(name: "--proposal", value: "WxH")

    /// An option's value among an enumeration's cases, as the CLI's `--format` takes them.
    static func choice<T: RawRepresentable & CaseIterable>(_ value: String?, default fallback: T) throws -> T where T.RawValue == String {
        guard let value else { return fallback }
        guard let chosen = T(rawValue: value) else {
            throw CommandFailure(CommandMessages.notOneOf, value, T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return chosen
    }

    static let all: [REPLCommand] = [
        REPLCommand(name: "help", usage: "[COMMAND]", summary: Bilingual("the commands, or one command in detail", "命令列表，或某个命令的详细说明"), arguments: .command, run: help),
    ] + viewCommands.map(\.command) + [
        REPLCommand(name: "animate", usage: "CURVE [--from A] [--to B] [--compare CURVE…] [--format …] […]",
                    summary: Bilingual("an animation's value over time (the platform is :set platform's)", "动画的值随时间的变化（平台取自 :set platform）"), arguments: .code, subcommand: "animate", run: animate),
        REPLCommand(name: "proposal", aliases: ["canvas"], usage: "[WxH]", summary: Bilingual("the size proposed to the view (default 320x480)", "向视图提出的建议尺寸（默认 320x480）"), run: proposal),
        REPLCommand(name: "type", usage: "[EXPR] | TARGET \"TEXT\"", summary: Bilingual("the SwiftUI type of EXPR, or of the current view; with a target, type TEXT into a TextField", "EXPR 或当前视图的 SwiftUI 类型；给出目标时，把 TEXT 输入到 TextField 中"),
                    arguments: .code, run: type),
        REPLCommand(name: "list", summary: Bilingual("what the session declares", "当前会话声明了什么"), run: list),
        REPLCommand(name: "undo", summary: Bilingual("drop the last input that ran", "撤销最后一次运行的输入"), run: undo),
        REPLCommand(name: "reset", summary: Bilingual("start over with an empty session (in an exercise, with its starter)", "用一个空会话重新开始（在练习中则用它的初始代码）"), run: reset),
        REPLCommand(name: "save", usage: "FILE", summary: Bilingual("write the session as a script that reproduces it", "把当前会话写成一个能重现它的脚本"), arguments: .file, run: save),
        REPLCommand(name: "load", usage: "FILE", summary: Bilingual("run a Swift file in the session", "在当前会话中运行一个 Swift 文件"), arguments: .file, run: load),
        REPLCommand(name: "replay", summary: Bilingual("run the session again from scratch, showing its output", "从头重新运行当前会话，并显示它的输出"), run: replay),
        REPLCommand(name: "history", usage: "[N]", summary: Bilingual("the inputs of this run (the last N)", "这次运行的输入（最后 N 条）"), run: history),
        REPLCommand(name: "set", usage: "[colour|ascii|show|platform|steps|memory|timeout|depth VALUE] | NAME = EXPR",
                    summary: Bilingual("show or change a setting; NAME = EXPR assigns in the program and updates the view", "显示或更改一项设置；NAME = EXPR 在程序中赋值并更新视图"), arguments: .setting, run: set),
        REPLCommand(name: "unset", usage: "colour|ascii|show|platform|steps|memory|timeout|depth", summary: Bilingual("turn a setting off (a limit: back to the standard)", "关闭一项设置（限额则恢复为标准值）"), arguments: .setting, run: unset),
    ] + updateCommands + courseCommands + [
        REPLCommand(name: "cancel", summary: Bilingual("abandon an unfinished multi-line input", "放弃未完成的多行输入")) { _, _ in CommandOutput() },
        REPLCommand(name: "quit", aliases: ["q", "exit"], summary: Bilingual("leave viewlab (Ctrl-D does too)", "退出 viewlab（Ctrl-D 也可以）")) { repl, _ in
            repl.quit()
            return CommandOutput()
        },
    ]

    static func viewCommand(named name: String) -> ViewCommand? { viewCommands.first { $0.name == name } }

    /// The command a line asks for, as `name args` without the colon; nil for Swift code.
    static func commandText(of line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(":") && trimmed != ":{" { return String(trimmed.dropFirst()) }
        return phrase(trimmed)
    }

    /// `show tree`, `show layout of EXPR`, `explain layout`, `explain layout of EXPR`: none of these
    /// is Swift, so reading them as commands takes nothing away.
    private static func phrase(_ text: String) -> String? {
        let words = text.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else { return nil }
        let name: String
        switch (words[0], words[1]) {
        case ("explain", "layout"): name = "explain"
        case ("show", let what) where viewCommand(named: what) != nil: name = what
        default: return nil
        }
        if words.count == 2 { return name }
        guard words.count == 4, words[2] == "of" else { return nil }
        return name + " " + words[3]
    }

    static func execute(_ text: String, in repl: REPL) -> CommandOutput {
        let name = String(text.prefix { $0 != " " })
        let arguments = text.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        guard case .found(let command) = lookup(name) else { return lookupFailure(name, repl.settings.language) }
        return command.run(repl, arguments)
    }

    /// Why a name names no command: ambiguous, or unknown with the closest name suggested.
    static func lookupFailure(_ name: String, _ language: DisplayLanguage = .en) -> CommandOutput {
        if case .ambiguous(let names) = lookup(name) {
            return CommandOutput(stderr: CommandMessages.ambiguousCommand.filled([name, names.map { ":" + $0 }.joined(separator: ", ")])(language) + "\n",
                                 exitCode: CommandOutput.badInput)
        }
        let message = if name.isEmpty {
            CommandMessages.missingCommand.filled([])
        } else if let close = suggestion(for: name, among: all.flatMap { [$0.name] + $0.aliases }) {
            CommandMessages.unknownCommandSuggestion.filled([name, close])
        } else {
            CommandMessages.unknownCommand.filled([name])
        }
        return CommandOutput(stderr: message(language) + "\n", exitCode: CommandOutput.badInput)
    }

    enum Lookup {
        case found(REPLCommand)
        case ambiguous([String])
        case unknown
    }

    /// A name, an alias, or a prefix of exactly one name.
    static func lookup(_ name: String) -> Lookup {
        guard !name.isEmpty else { return .unknown }
        if let exact = all.first(where: { $0.name == name || $0.aliases.contains(name) }) { return .found(exact) }
        let matches = all.filter { $0.name.hasPrefix(name) }
        if matches.count == 1 { return .found(matches[0]) }
        return matches.isEmpty ? .unknown : .ambiguous(matches.map(\.name))
    }
}
