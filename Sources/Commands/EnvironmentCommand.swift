import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabPresentation
import ViewlabRuntime

extension Workbench {
    /// `viewlab env FILE [#id | --path PATH]`: the environment a view of the file's root sees after
    /// the first render.
    public func environment(_ path: String, target: EnvironmentTarget, preview: String?) -> CommandOutput {
        var out = CommandOutput()
        guard let session = load(path, echoPrints: false, into: &out) else { return out }
        return environment(of: LiveView(session: session, preview: preview, platform: .default), target: target)
    }

    /// A live view's environment at `target`, after its first render (rendered now if it has not
    /// been): the core of `viewlab env` and the REPL's `:env`.
    func environment(of live: LiveView, target: EnvironmentTarget) -> CommandOutput {
        var out = CommandOutput()
        if !live.hasStarted, let failure = live.run([]).failure {
            reportUpdateFailure(failure, session: live.session, into: &out)
            return out
        }
        do {
            out.stdout += EnvironmentTable(style: style, language: language).text(try live.tree.environment(of: target))
        } catch {
            reportUpdateFailure(error, session: live.session, into: &out)
        }
        return out
    }

    /// `#name`, an identity path, or nothing for the root.
    public static func environmentTarget(_ text: String?) -> EnvironmentTarget {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return .root }
        return text.hasPrefix("#") ? .identifier(String(text.dropFirst())) : .path(text)
    }
}
