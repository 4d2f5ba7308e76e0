import ViewlabLayout
import ViewlabModel

extension Reconciliation {
    /// `onMove`: each row of the ForEach answers a `drag` up or down: dropped that many rows' heights
    /// away (each row as tall as the List makes the dragged one, at least 44 points), it is moved
    /// there and the action runs with its index and the destination offset, which counts from
    /// before the move (Apple's documentation of `move(fromOffsets:toOffset:)`). Since iOS 16 a List
    /// row is dragged to a new place without edit mode (a long press lifts it; viewlab's `drag`
    /// needs no hold for it). Dropped where it was, nothing runs.
    mutating func offerMove(_ move: @escaping (Int, Int) throws -> Void, rows: ArraySlice<RenderNode>, of list: ViewValue, _ context: Context) throws {
        guard case .forEach(let each) = list, rows.count == each.elements.count, !context.isHidden else { return }
        let count = rows.count
        for (index, (row, element)) in zip(rows, each.elements).enumerated() {
            let height = try rowHeight(element.view)
            let drop = Gesture(kind: .drag(minimumDistance: 0), name: "onMove", endedCallbacks: ["perform"], ended: { value in
                guard case .drag(let sample) = value else { return }
                let target = min(count - 1, max(0, index + Int((sample.translation.height / height).rounded())))
                guard target != index else { return }
                try move(index, target > index ? target + 1 : target)
            })
            controls.append(ControlEntry(path: row.path, name: "onMove", label: element.view.texts.joined(separator: " "),
                                         behavior: ControlBehavior(gesture: (drag: drop, priority: .normal)), isDisabled: context.isDisabled,
                                         identifiers: context.identifiers, view: element.view, ignoresTouches: context.ignoresTouches))
        }
    }

    /// A row's cell height as an inset grouped List lays it out at the window's width.
    private func rowHeight(_ row: ViewValue) throws -> Double {
        let inset = ListGeometry.rowInset
        let width = tree.proposal.width.map { $0 - 2 * ListGeometry.sectionMargin - inset.leading - inset.trailing }
        let size = try LayoutTree(row, options: LayoutOptions(session: tree.session, tracing: false))
            .layout(in: ProposedViewSize(width: width, height: nil)).root.frame.size
        return max(ListGeometry.minimumRowHeight, size.height + inset.top + inset.bottom)
    }
}
