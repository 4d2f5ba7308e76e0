import ViewlabModel

extension TreeBuilder {
    /// A `LabeledContent`: its label and content in a row; in a Form or List row the content stands at
    /// the row's trailing end, a value (a Text) in the secondary colour (iOS's form style).
    func labeledContent(_ view: ViewValue, _ c: ContainerValue, _ env: Environment) -> LayoutNode {
        guard case .tuple(let parts) = c.content, parts.count == 2 else { return node(view, c.label, PassThroughLayout(why: .contentsSize), children: [build(c.content, env)]) }
        var env = env
        let inRow = env.isLinkRow
        env.isLinkRow = false
        let content = if case .text = parts[1], inRow { Self.tinted(parts[1], "secondary") } else { parts[1] }
        let shown = Self.row(inRow ? [parts[0], .spacer(minLength: nil), content] : [parts[0], content])
        return node(view, c.label, PassThroughLayout(why: .contentsSize), children: [build(shown, env)])
    }
}
