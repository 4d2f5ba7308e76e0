import ViewlabModel

extension Reconciliation {
    /// A row's `swipeActions` at one edge: the row answers `swipe` (from either of its edges), and
    /// while this edge is revealed its buttons are walked, at `….swipeActions`, and take taps; a
    /// tapped one closes the row again, as iOS closes it after running the action.
    mutating func swipeActions(_ actions: ViewValue, leading: Bool, on head: RenderNode, _ row: ViewValue, _ context: Context) throws -> ViewValue {
        // One row answers `swipe` once, from either edge, however many `swipeActions` it has.
        let isFirst = head.ui.swipe.edges.isEmpty
        head.ui.swipe.edges.insert(leading)
        let revealed = head.ui.swipe.revealed
        if isFirst { head.ownReads.append { [unowned head] in head.ui.swipe.revealed != revealed } }
        if isFirst && !context.isHidden {
            var behavior = ControlBehavior()
            behavior.swipe = { [unowned head] edge in
                // A swipe from an edge without actions reveals nothing (the row springs back).
                head.ui.swipe.revealed = head.ui.swipe.edges.contains(edge) ? edge : nil
            }
            controls.append(ControlEntry(path: head.path, name: "swipeActions", label: row.texts.joined(separator: " "), behavior: behavior,
                                         isDisabled: context.isDisabled, identifiers: context.identifiers))
        }
        guard revealed == leading else { return actions }
        var inner = context.step(.secondary("swipeActions"))
        inner.closesSwipe = head
        var ignored: [RenderNode] = []
        return try resolve(actions, inner, heads: &ignored)
    }

    /// `onDelete`: each row of the ForEach answers a trailing `swipe` with a "Delete" button, which
    /// runs the action with the row's index (iOS's red Delete). In edit mode each row also has its
    /// red minus button, "Delete" and the row's text, whose tap reveals that Delete button as the
    /// swipe does (UITableView's editing control).
    mutating func offerDelete(_ delete: @escaping (Int) throws -> Void, rows: ArraySlice<RenderNode>, of list: ViewValue, _ context: Context) throws {
        guard case .forEach(let each) = list, rows.count == each.elements.count else { return }
        let isEditing = EditModeStore.isEditing(in: context.environment)
        for (index, (row, element)) in zip(rows, each.elements).enumerated() where !row.ui.swipe.edges.contains(false) {
            if isEditing && !context.isHidden {
                controls.append(ControlEntry(path: row.path.appending(.secondary("editingControl")), name: "Button",
                                             label: (["Delete"] + element.view.texts).joined(separator: " "),
                                             behavior: ControlBehavior(tap: { [unowned row] in row.ui.swipe.revealed = false }),
                                             isDisabled: context.isDisabled, identifiers: []))
            }
            var button = ContainerValue(kind: .control(name: "Button", chrome: .none), content: .text(TextValue(content: "Delete")),
                                        typeName: "Button<Text>", label: "Button(\"Delete\", role: .destructive)",
                                        behavior: ControlBehavior(tap: { try delete(index) }))
            button.buttonRole = .destructive
            _ = try swipeActions(.container(button), leading: false, on: row, element.view, context.step(.element(element.id)))
        }
    }
}
