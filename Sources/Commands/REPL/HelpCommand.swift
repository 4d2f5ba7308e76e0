/// `:help` and `:help COMMAND`.
extension REPLCommands {
    static let introduction = "Enter Swift code: declarations accumulate, and a view expression becomes the current view and"
        + " is shown. A line with an open bracket continues until the brackets balance; a blank line or :cancel abandons it,"
        + " and :{ … :} takes lines as they come."
    static let words = "Words work too: show tree, show layout, explain layout, explain layout of EXPR."

    static func help(_ repl: REPL, _ name: String) -> CommandOutput {
        let style = repl.settings.style
        guard !name.isEmpty else {
            let rows = all.map { (":" + ([$0.name] + $0.aliases).joined(separator: ", :") + ($0.usage.isEmpty ? "" : " " + $0.usage), $0.summary) }
            // Paragraphs wrap to the terminal, or to 100 columns in batch mode.
            let paragraph = { (text: String) in TerminalText.wrap(text, to: repl.settings.width ?? 100).joined(separator: "\n") + "\n" }
            return CommandOutput(stdout: paragraph(introduction) + "\n" + style.bold("Commands") + " (a unique prefix is enough, e.g. :tr for :tree):\n"
                + TerminalText.table(rows, width: repl.settings.width) + paragraph(words))
        }
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        guard case .found(let command) = lookup(bare) else { return lookupFailure(bare) }
        var text = "usage: :\(command.name)" + (command.usage.isEmpty ? "" : " " + command.usage) + "\n" + command.summary + "\n"
        if !command.aliases.isEmpty { text += "also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ") + "\n" }
        if viewCommand(named: command.name) != nil { text += "Without EXPR it shows the current view. " }
        if let subcommand = command.subcommand { text += "Same options and output as `viewlab \(subcommand)`.\n" }
        return CommandOutput(stdout: text)
    }
}
