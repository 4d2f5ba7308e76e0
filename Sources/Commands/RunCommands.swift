import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel
import ViewlabPresentation

extension Workbench {
    /// `viewlab run FILE`: executes the top-level statements; `print` writes to stdout.
    public func run(path: String) -> CommandOutput {
        var out = CommandOutput()
        _ = load(path, into: &out)
        return out
    }

    /// `viewlab tree FILE [--types]` and `:tree`: the view's tree the book's way, or its full generic type.
    public func tree(_ root: ViewValue, types: Bool, environment: Bool = false) -> CommandOutput {
        // Both recurse once per level, so they run on the large stack the view was built on: a view
        // thousands of levels deep (a long modifier chain) overflowed the main thread's stack.
        let text = try? Session.onLargeStack {
            types ? root.typeName + "\n" : TreeDiagram(style: self.style, annotatesEnvironment: environment).render(root)
        }
        return CommandOutput(stdout: text ?? "")
    }

    public func tree(path: String, types: Bool, environment: Bool = false, preview: String? = nil) -> CommandOutput {
        var out = CommandOutput()
        guard let (session, root) = rootView(path, preview: preview, into: &out) else { return out }
        // The session answers for the values `--env` shows, so it lives until the diagram is drawn.
        let result = withExtendedLifetime(session) { tree(root, types: types, environment: environment) }
        out.stdout += result.stdout
        return out
    }
}
