import Foundation
import ViewlabModel
import ViewlabLanguage
import ViewlabSwiftUI

/// `:type`, `:list`, `:undo`, `:reset`, `:save`, `:load`, `:replay`, `:history`.
extension REPLCommands {
    static func type(_ repl: REPL, _ expression: String) -> CommandOutput {
        if isTypingEvent(expression) { return repl.handleEvent("type " + expression) }
        var out = CommandOutput()
        if expression.isEmpty {
            guard let view = repl.view(for: "", into: &out) else { return out }
            return repl.workbench.tree(view, types: true)
        }
        do {
            out.stdout = try repl.session.evaluateExpression(expression, fileName: "<input \(repl.history.count)>").typeName + "\n"
        } catch {
            repl.workbench.report(error, session: repl.session, into: &out)
        }
        return out
    }

    static func list(_ repl: REPL, _: String) -> CommandOutput {
        let declarations = repl.transcript.declarations
        if declarations.isEmpty { return CommandOutput(stdout: CommandMessages.nothingDeclared.filled([])(repl.settings.language) + "\n") }
        return CommandOutput(stdout: declarations.map { $0.signature + "\n" }.joined())
    }

    static func undo(_ repl: REPL, _: String) -> CommandOutput {
        var entries = repl.transcript.entries
        guard let last = entries.popLast() else { return CommandOutput(stdout: CommandMessages.nothingToUndo.filled([])(repl.settings.language) + "\n") }
        let out = repl.rerun(entries, echo: false)
        let firstLine = last.source.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return CommandOutput(stdout: CommandMessages.undid.filled([firstLine])(repl.settings.language) + "\n", stderr: out.stderr, exitCode: out.exitCode)
    }

    /// In an exercise worked on in the session, the session starts over from its starter (as
    /// rustlings' reset does); else it empties.
    static func reset(_ repl: REPL, _: String) -> CommandOutput {
        if let current = repl.exercise, current.file == nil { return startInSession(repl, current.exercise) }
        repl.reset()
        return CommandOutput(stdout: CommandMessages.sessionEmpty.filled([])(repl.settings.language) + "\n")
    }

    static func save(_ repl: REPL, _ path: String) -> CommandOutput {
        guard !path.isEmpty else { return usageError("save", repl.settings.language) }
        do {
            try OutputFile.write(repl.transcript.script, to: path)
        } catch {
            return CommandOutput(stderr: CommandMessages.cannotWrite.filled([path, error.localizedDescription])(repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
        }
        let count = repl.transcript.entries.count
        let saved = count == 1 ? CommandMessages.savedInput : CommandMessages.savedInputs
        return CommandOutput(stdout: saved.filled(["\(count)", path])(repl.settings.language) + "\n")
    }

    static func load(_ repl: REPL, _ path: String) -> CommandOutput {
        guard !path.isEmpty else { return usageError("load", repl.settings.language) }
        do {
            let file = try repl.workbench.read(path)
            return repl.evaluate(file.text, fileName: file.name)
        } catch {
            return CommandOutput(stderr: errorMessage(error, in: repl.settings.language) + "\n", exitCode: CommandOutput.badInput)
        }
    }

    static func replay(_ repl: REPL, _: String) -> CommandOutput {
        repl.rerun(repl.transcript.entries, echo: true)
    }

    static func history(_ repl: REPL, _ argument: String) -> CommandOutput {
        let inputs = Array(repl.history.enumerated())
        var shown = inputs[...]
        if !argument.isEmpty {
            guard let n = Int(argument), n >= 0 else { return usageError("history", repl.settings.language) }
            shown = inputs.suffix(n)
        }
        let width = String(inputs.count).count
        let lines = shown.map { number, input in
            let label = String(repeating: " ", count: width - String(number + 1).count) + String(number + 1)
            return label + "  " + input.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: width + 2))
        }
        return CommandOutput(stdout: lines.map { $0 + "\n" }.joined())
    }

    static func usageError(_ name: String, _ language: DisplayLanguage) -> CommandOutput {
        let usage = all.first { $0.name == name }?.usage ?? ""
        return CommandOutput(stderr: CommandMessages.usage.filled([name, usage])(language) + "\n", exitCode: CommandOutput.badInput)
    }
}
