import ViewlabModel

/// What a node's actions saw last, by the action's position among the node's actions.
struct ActionMemory {
    /// The values `onChange(of:)`, `task(id:)`, `.animation(_:value:)`, `.transaction(value:)` and
    /// the animators' triggers saw.
    var watched: [Int: WatchedValue] = [:]
    /// The preference values `onPreferenceChange` actions see: this pass's and the last one dispatched.
    var preferences: [Int: any LearnerValue] = [:]
    var dispatchedPreferences: [Int: any LearnerValue] = [:]
    /// The `onChange` closures of the previous pass (the deprecated form calls those).
    var previousChanges: [Int: ValueChangeAction] = [:]
}
