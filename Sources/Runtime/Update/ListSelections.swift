import ViewlabModel

extension Reconciliation {
    /// `List(selection:)`: a row with no control of its own is one, whose tap selects the row's
    /// `.tag`, else its ForEach element's id (SwiftUI tags a ForEach's rows with their ids). In a
    /// NavigationSplitView the selection tells the split view which column to show next.
    mutating func offerSelection(_ selection: ListSelection, rows content: ViewValue, of list: RenderNode, _ context: Context) {
        context.navigationStack?.ui.navigation.columnSelections[context.pageDepth] = selection
        guard !context.isHidden else { return }
        for (row, value, id) in Self.selectableRows(content, id: nil) where !row.hasControls {
            let label = row.texts.joined(separator: " ")
            let path = list.path.appending(.element(id))
            controls.append(ControlEntry(path: path, name: "row", label: label,
                                         behavior: ControlBehavior(tap: { try selection.select(value) }),
                                         isDisabled: context.isDisabled, identifiers: context.identifiers,
                                         ignoresTouches: context.ignoresTouches))
        }
    }

    /// A list's rows that select something, each with the value it selects, as `print` shows it too.
    private static func selectableRows(_ view: ViewValue, id: (value: any LearnerValue, text: String)?) -> [(ViewValue, any LearnerValue, String)] {
        switch view {
        case .tuple(let items): return items.flatMap { selectableRows($0, id: id) }
        case .forEach(let f): return f.elements.flatMap { e in selectableRows(e.view, id: e.value.map { ($0, e.id) }) }
        case .optional(let content, let isPresent): return isPresent ? selectableRows(content, id: id) : []
        case .conditional(let a, let b, let isFirst): return selectableRows(isFirst ? a : b, id: id)
        case .container(let c):
            switch c.kind {
            case .group, .navigation("Section"): return selectableRows(c.content, id: id)
            default: break
            }
        case .empty: return []
        default: break
        }
        if let tag = view.tagged { return [(view, tag.value, tag.description)] }
        return id.map { [(view, $0.value, $0.text)] } ?? []
    }
}
