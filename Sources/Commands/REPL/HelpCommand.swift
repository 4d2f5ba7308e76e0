/// `:help` and `:help COMMAND`.
extension REPLCommands {
    static let introduction = """
        Enter Swift code: declarations accumulate, and a view expression becomes the current view and
        is shown. A line with an open bracket continues until the brackets balance; a blank line or
        :cancel abandons it, and :{ … :} takes lines as they come.
        """

    static func help(_ repl: REPL, _ name: String) -> CommandOutput {
        let style = repl.settings.style
        guard !name.isEmpty else {
            let rows = all.map { (":" + ([$0.name] + $0.aliases).joined(separator: ", :") + ($0.usage.isEmpty ? "" : " " + $0.usage), $0.summary) }
            return CommandOutput(stdout: introduction + "\n\n" + style.bold("Commands") + " (a unique prefix is enough, e.g. :tr for :tree):\n"
                + TerminalText.table(rows, width: repl.settings.width)
                + "Words work too: show tree, show layout, explain layout, explain layout of EXPR.\n")
        }
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        guard case .found(let command) = lookup(bare) else { return lookupFailure(bare) }
        var text = "usage: :\(command.name)" + (command.usage.isEmpty ? "" : " " + command.usage) + "\n" + command.summary + "\n"
        if !command.aliases.isEmpty { text += "also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ") + "\n" }
        if viewCommand(named: command.name) != nil {
            text += "Without EXPR it shows the current view. Same options and output as `viewlab \(command.name)`.\n"
        }
        return CommandOutput(stdout: text)
    }
}
