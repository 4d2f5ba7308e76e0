import ViewlabModel
extension REPL {
    /// What an interactive REPL says when it starts.
    public static let banner = Bilingual("viewlab: type SwiftUI code, :help for commands, Ctrl-D to leave.",
                                         "viewlab：输入 SwiftUI 代码，:help 查看命令，Ctrl-D 退出。")
}

/// `:help` and `:help COMMAND`, in the REPL's language.
extension REPLCommands {
    static let introduction = Bilingual(
        "Enter Swift code: declarations accumulate, and a view expression becomes the current view and"
            + " is shown. A line with an open bracket continues until the brackets balance, across blank lines; :cancel or Ctrl-C abandons it,"
            + " and :{ … :} takes lines as they come.",
        "输入 Swift 代码：声明会累积下来，一个视图表达式会成为当前视图并显示出来。带有未闭合括号的一行会一直延续到括号配平；"
            + "中间可以有空行；:cancel 或 Ctrl-C 放弃这次输入，:{ … :} 则逐行接收输入。")
    static let words = Bilingual("Words work too: show tree, show layout, explain layout, explain layout of EXPR.",
                                 "也可以用英文短语：show tree、show layout、explain layout、explain layout of EXPR。")
    static let commandsHeading = Bilingual("Commands", "命令")
    static let prefixNote = Bilingual(" (a unique prefix is enough, e.g. :tr for :tree):", "（唯一的前缀就够了，例如用 :tr 代替 :tree）：")
    static let usage = Bilingual("usage: ", "用法：")
    static let also = Bilingual("also: ", "也可以用：")
    static let withoutExpression = Bilingual("Without EXPR it shows the current view. ", "不给 EXPR 时显示当前视图。")
    static func sameAs(_ subcommand: String) -> Bilingual {
        Bilingual("Same options and output as `viewlab \(subcommand)`.", "选项和输出与 `viewlab \(subcommand)` 相同。")
    }

    static func help(_ repl: REPL, _ name: String) -> CommandOutput {
        let style = repl.settings.style
        let language = repl.settings.language
        guard !name.isEmpty else {
            let rows = all.map { (":" + ([$0.name] + $0.aliases).joined(separator: ", :") + ($0.usage.isEmpty ? "" : " " + $0.usage), $0.summary(language)) }
            // Paragraphs wrap to the terminal, or to 100 columns in batch mode.
            let paragraph = { (text: String) in TerminalText.wrap(text, to: repl.settings.width ?? 100).joined(separator: "\n") + "\n" }
            return CommandOutput(stdout: paragraph(introduction(language)) + "\n" + style.bold(commandsHeading(language)) + prefixNote(language) + "\n"
                + TerminalText.table(rows, width: repl.settings.width) + paragraph(words(language)))
        }
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        guard case .found(let command) = lookup(bare) else { return lookupFailure(bare, repl.settings.language) }
        var text = usage(language) + ":\(command.name)" + (command.usage.isEmpty ? "" : " " + command.usage) + "\n" + command.summary(language) + "\n"
        if !command.aliases.isEmpty { text += also(language) + command.aliases.map { ":" + $0 }.joined(separator: ", ") + "\n" }
        if viewCommand(named: command.name) != nil { text += withoutExpression(language) }
        if let subcommand = command.subcommand { text += sameAs(subcommand)(language) + "\n" }
        return CommandOutput(stdout: text)
    }
}
