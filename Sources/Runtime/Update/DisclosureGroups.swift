import ViewlabModel

extension Reconciliation {
    /// A DisclosureGroup: its label row, which a `tap` on the label's text toggles, and its content
    /// while expanded, whose views are made then and removed when it collapses (SwiftUI builds a
    /// collapsed group's content lazily). Its expansion is read by the group itself, as a TabView's selection is.
    mutating func resolveDisclosureGroup(_ c: inout ContainerValue, _ node: RenderNode, _ context: Context, heads: inout [RenderNode]) throws {
        let expansion = c.expansion
        let read: () throws -> Bool = expansion?.read ?? { [unowned node] in node.ui.isExpanded }
        let isExpanded = try read()
        c.kind = .disclosureGroup(isExpanded: isExpanded)
        node.ownReads.append { try read() != isExpanded }
        guard case .tuple(let parts) = c.content, parts.count == 2 else { return }
        var labelContext = context.step(.position(0))
        labelContext.isControlLabel = true
        let row = try resolve(parts[0], labelContext, heads: &heads)
        let content = isExpanded ? try resolve(parts[1], context.step(.position(1)), heads: &heads) : parts[1]
        c.content = .tuple([row, content])
        guard !context.isHidden else { return }
        let toggle = ControlBehavior(tap: { [unowned node] in
            if let expansion { try expansion.write(!isExpanded) } else { node.ui.isExpanded = !isExpanded }
        })
        controls.append(ControlEntry(path: node.path, name: "DisclosureGroup", label: parts[0].texts.joined(separator: " "), behavior: toggle,
                                     isDisabled: context.isDisabled, identifiers: context.identifiers))
    }
}
