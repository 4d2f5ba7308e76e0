import ViewlabModel

/// The actions that run when a watched value changes: `onChange(of:)` and `onPreferenceChange`.
extension LifecycleRun {
    /// `onChange(of:initial:)`: the action runs with the old and new value when the value changed
    /// since the last pass (with `initial: true`, also when the view appears).
    mutating func change(_ slot: Slot, _ change: ValueChangeAction) {
        let (node, i) = (slot.node, slot.index)
        defer { node.memory.watched[i] = change.watched }
        if slot.isNew || node.memory.watched[i] == nil {
            if slot.isNew && change.initial {
                run("onChange \(node.path)") { try change.action(change.watched, change.watched) }
            }
        } else if let old = node.memory.watched[i], !old.equals(change.watched) {
            guard mayDispatch(slot.key, warning: Message.onChangeTooOften.filled([change.watched.typeName]).en) else { return }
            // The deprecated one-argument form calls the closure of the pass before.
            let handler = change.callsPreviousAction ? node.memory.previousChanges[i] ?? change : change
            let new = change.watched
            run("onChange \(node.path)") { try handler.action(old, new) }
        }
        node.memory.previousChanges[i] = change
    }

    /// `onPreferenceChange`: the action runs with the content's value when it differs from the one
    /// last dispatched.
    mutating func preferenceChange(_ slot: Slot, _ watcher: PreferenceAction) {
        let (node, i) = (slot.node, slot.index)
        guard let value = node.memory.preferences[i] else { return }
        let previous = node.memory.dispatchedPreferences[i]
        guard slot.isNew || previous.map({ !$0.isEqual(to: value) }) ?? true else { return }
        node.memory.dispatchedPreferences[i] = value
        guard mayDispatch("\(node.path)#preference\(i)", warning: Message.preferenceTooOften.filled([watcher.key.name]).en) else { return }
        run("onPreferenceChange \(node.path)") { try watcher.action(value) }
    }
}
