import ViewlabLanguage
import ViewlabModel

/// The state a custom view's render-tree node owns (`@State`, `@StateObject`): it outlives the
/// view structs its parent builds, from the node's insertion to its removal (view-trees-state.md §2.4).
struct NodeState {
    /// The storage, by property name.
    private(set) var storage: [String: Ref] = [:]
    /// The same storage in declaration order, with `_printChanges`' names: what the state table lists.
    private(set) var slots: [(property: String, storage: Ref)] = []
    /// The slots' values when the last event ended; empty for a node made during the current one.
    var slotValues: [Value] = []

    /// Takes the storage a view made for a new node, in the order its dynamic properties declare it.
    mutating func own(_ storage: [String: Ref], of view: InterpretedView) {
        self.storage = storage
        slots = view.dynamicProperties.compactMap { p in storage[p.name].map { (p.storedName, $0) } }
    }
}
