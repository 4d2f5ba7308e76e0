import ViewlabLanguage
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
    public func tree(_ root: ViewValue, types: Bool) -> CommandOutput {
        CommandOutput(stdout: types ? root.typeName + "\n" : TreeDiagram(style: style).render(root))
    }

    public func tree(path: String, types: Bool, preview: String? = nil) -> CommandOutput {
        var out = CommandOutput()
        guard let (_, root) = rootView(path, preview: preview, into: &out) else { return out }
        let result = tree(root, types: types)
        out.stdout += result.stdout
        return out
    }
}
