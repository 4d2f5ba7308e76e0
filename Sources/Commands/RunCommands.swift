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
        // Both recurse once per level, so they run on the large stack the view was built on: a view
        // thousands of levels deep (a long modifier chain) overflowed the main thread's stack.
        let text = try? Session.onLargeStack { types ? root.typeName + "\n" : TreeDiagram(style: self.style).render(root) }
        return CommandOutput(stdout: text ?? "")
    }

    public func tree(path: String, types: Bool, preview: String? = nil) -> CommandOutput {
        var out = CommandOutput()
        guard let (_, root) = rootView(path, preview: preview, into: &out) else { return out }
        let result = tree(root, types: types)
        out.stdout += result.stdout
        return out
    }
}
