import ViewlabModel

/// The render tree's nodes by identity path (view-trees-state.md §2.5), in tree order, each with
/// its kind: what `tree --identity` prints.
///
///     Counter                 Counter
///     Counter/Button          Button
public struct IdentityListing {
    public var style: OutputStyle
    public init(style: OutputStyle = .plain) { self.style = style }

    public func text(_ nodes: [(path: String, kind: String)]) -> String {
        let width = nodes.map(\.path.displayWidth).max() ?? 0
        return nodes.map { $0.path + String(repeating: " ", count: width - $0.path.displayWidth + 2) + style.dim($0.kind) }
            .joined(separator: "\n") + "\n"
    }
}
