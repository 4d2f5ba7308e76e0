import ViewlabLanguage
import ViewlabModel

/// What the tree lists of itself for the commands that show it: `:state` and `tree --identity`.
extension RenderTree {
    /// Each custom view's node in tree order, its view value next to its state (`:state`).
    public func memory() -> [NodeMemory] {
        nodes.values.filter { $0.view != nil }.sorted { $0.order < $1.order }.map { node in
            let view = node.view!
            let state = view.dynamicProperties.compactMap { p in
                node.state.storage[p.name].map { (p.storedName, interpreter.stateDescription($0.value)) }
            }
            return NodeMemory(path: node.path, typeName: view.typeName, properties: view.parentProperties, state: state)
        }
    }

    /// Every node's identity path and kind, in tree order (`tree --identity`).
    public var identities: [(path: String, kind: String)] {
        nodes.values.sorted { $0.order < $1.order }.map { ($0.path.description, $0.kind) }
    }
}
