import Foundation
import ViewlabModel

/// One `:command`: its names, its help, what Tab completes after it, and what it does.
struct REPLCommand: Sendable {
    /// What follows the command name, for Tab completion.
    enum Arguments: Sendable { case none, code, file, command, setting, lesson, exercise }

    var name: String
    var aliases: [String] = []
    /// The arguments as `:help` shows them: `[--types] [EXPR]`.
    var usage = ""
    var summary: Bilingual
    var options: [CommandOption] = []
    var arguments = Arguments.none
    /// The CLI subcommand it shares its core and output with (`:help` says so).
    var subcommand: String? = nil
    /// Runs the command with the text after its name.
    var run: @Sendable (REPL, String) -> CommandOutput
}

/// An option of a command, as the CLI spells it (`--types`, `--proposal WxH`).
struct CommandOption: Sendable {
    var name: String
    /// What the value looks like in help (`WxH`); nil for a flag.
    var value: String? = nil
    /// The CLI's one-letter spelling (`-o` for `--output`), taken as the same option.
    var short: String? = nil
}

/// A command that shows a view — EXPR's, or the current view — with the same core and the same
/// output as the CLI subcommand of the same name. `:set show` chooses among these.
struct ViewCommand: Sendable {
    var name: String
    var usage: String
    var summary: Bilingual
    var options: [CommandOption] = []
    /// Prints the view, given the options as parsed (a flag's value is empty).
    var show: @Sendable (REPL, ViewValue, [String: String]) -> CommandOutput

    var command: REPLCommand {
        REPLCommand(name: name, usage: usage, summary: summary, options: options, arguments: .code, subcommand: name) { repl, text in
            var out = CommandOutput()
            guard let (values, expression) = REPLCommands.parse(text, options: options, command: name, language: repl.settings.language, into: &out),
                  let view = repl.view(for: expression, into: &out) else { return out }
            return show(repl, view, values)
        }
    }
}

extension REPLCommands {
    /// Splits `--types Text("a")` into options and the rest. Options come first; the rest (an
    /// expression, an id) is as written.
    static func parse(_ text: String, options: [CommandOption], command: String, language: DisplayLanguage = .en, into out: inout CommandOutput) -> ([String: String], String)? {
        var values: [String: String] = [:]
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " }
            let word = String(rest.prefix { $0 != " " })
            let short = options.first { $0.short == word }
            guard rest.hasPrefix("--") || short != nil else { break }
            rest = rest.dropFirst(word.count)
            let (name, inlineValue) = short.map { ($0.name, nil) }
                ?? word.firstIndex(of: "=").map { (String(word[..<$0]), String(word[word.index(after: $0)...])) } ?? (word, nil)
            guard let option = options.first(where: { $0.name == name }) else {
                let known = options.map(\.name).joined(separator: ", ")
                out.stderr += (known.isEmpty ? CommandMessages.unknownOption.filled([name, command]) : CommandMessages.unknownOptionTakes.filled([name, command, known]))(language) + "\n"
                out.exitCode = CommandOutput.badInput
                return nil
            }
            if option.value == nil { values[name] = ""; continue }
            rest = rest.drop { $0 == " " }
            let value = inlineValue ?? String(rest.prefix { $0 != " " })
            if inlineValue == nil { rest = rest.dropFirst(value.count) }
            guard !value.isEmpty else {
                out.stderr += CommandMessages.optionNeedsValue.filled([name, option.value!])(language) + "\n"
                out.exitCode = CommandOutput.badInput
                return nil
            }
            values[name] = value
        }
        return (values, rest.trimmingCharacters(in: .whitespaces))
    }
}
