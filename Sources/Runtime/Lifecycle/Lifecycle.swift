import ViewlabModel

extension RenderTree {
    /// The actions a pass enqueues, run after it in tree order (research §2.7): `onDisappear` and
    /// task cancellation for removed views and views that went off screen, then `onAppear`, `task`
    /// and `onChange` for the rest, then the `onDismiss` of presentations gone. Each kind of action has its handler on `LifecycleRun`.
    func runLifecycle(of passIndex: Int, removed: [RenderNode], inserted: Set<ViewPath>, visited: [RenderNode],
                      dismissed: [PresentedLayer]) throws -> Bool {
        var run = LifecycleRun(tree: self, passIndex: passIndex)
        for node in removed where node.isShowing { run.disappear(node) }
        let acting = visited.filter(\.hasActions)
        // Views that went off screen (a tab deselected) disappear with the removed ones, before any appears.
        for node in acting where node.hid { run.disappear(node) }
        for node in acting {
            let isNew = inserted.contains(node.path)
            for (i, action) in node.actions.enumerated() {
                let slot = LifecycleRun.Slot(node: node, index: i, isNew: isNew)
                switch action {
                case .appear(let body): run.appear(slot, body)
                case .disappear, .gesture: break
                case .task(let id, let body): run.task(slot, id: id, body)
                case .change(let change): run.change(slot, change)
                case .implicitAnimation(let value, let animation): run.implicitAnimation(slot, value: value, animation)
                case .transaction(let transaction): try run.transaction(slot, transaction)
                case .preferenceChange(let watcher): run.preferenceChange(slot, watcher)
                case .keyframeAnimator(let keyframes): run.keyframeAnimator(slot, keyframes)
                case .phaseAnimator(let phases): run.phaseAnimator(slot, phases)
                }
            }
        }
        // A presentation's `onDismiss` runs once it is gone, after its views' `onDisappear`.
        for layer in dismissed { if let onDismiss = layer.presentation.onDismiss { run.run("onDismiss \(layer.path)", onDismiss) } }
        record.passes[passIndex].lifecycle = run.log
        for action in run.actions { try action() }
        return !run.actions.isEmpty
    }
}

/// One pass's lifecycle: what each of the nodes' actions does, in tree order. The handlers write
/// the log lines SwiftUI's order gives (research §2.7) and queue the learner's closures, which run
/// once every node has been seen.
struct LifecycleRun {
    /// One action of one node: its position among the node's actions, where the node remembers
    /// what the action saw last (`ActionMemory.watched`).
    struct Slot {
        let node: RenderNode
        let index: Int
        /// The node was inserted by this pass.
        let isNew: Bool
        var key: String { "\(node.path)#\(index)" }
    }

    let tree: RenderTree
    let passIndex: Int
    private(set) var log: [String] = []
    private(set) var actions: [() throws -> Void] = []

    init(tree: RenderTree, passIndex: Int) { self.tree = tree; self.passIndex = passIndex }

    mutating func run(_ line: String, _ action: @escaping () throws -> Void) {
        log.append(line)
        actions.append(action)
    }

    mutating func note(_ line: String) { log.append(line) }

    mutating func enqueue(_ more: [() throws -> Void]) { actions += more }

    /// What the pass has recorded so far.
    var pass: UpdatePassRecord { tree.record.passes[passIndex] }

    /// Records in the pass (its animations, warnings and tables), in place.
    func record(_ change: (inout UpdatePassRecord) -> Void) { change(&tree.record.passes[passIndex]) }

    /// A removed node, or one gone off screen: its `onDisappear`s run and its tasks are cancelled.
    mutating func disappear(_ node: RenderNode) {
        for action in node.actions {
            switch action {
            case .disappear(let body): run("onDisappear \(node.path)", body)
            case .task: note("task cancel \(node.path)")
            default: break
            }
        }
    }

    mutating func appear(_ slot: Slot, _ body: @escaping () throws -> Void) {
        if slot.node.appeared { run("onAppear \(slot.node.path)", body) }
    }

    /// `task(id:)`: started when the view appears, cancelled and started again when its id changes.
    mutating func task(_ slot: Slot, id: WatchedValue?, _ body: @escaping () throws -> Void) {
        let node = slot.node
        if node.appeared {
            run("task start \(node.path)", body)
        } else if node.isShowing, let id, let old = node.memory.watched[slot.index], !old.equals(id) {
            note("task cancel \(node.path)")
            run("task start \(node.path)", body)
        }
        if let id { node.memory.watched[slot.index] = id }
    }

    /// Whether a change action may run once more in this frame: SwiftUI runs one at most twice per
    /// frame and warns the first time it would run again (OpenSwiftUI's CycleDetector, research §1.5).
    mutating func mayDispatch(_ key: String, warning: @autoclosure () -> String) -> Bool {
        tree.changeDispatches[key, default: 0] += 1
        let count = tree.changeDispatches[key]!
        if count == RenderTree.changeDispatchLimit + 1 { record { $0.warnings.append(warning()) } }
        return count <= RenderTree.changeDispatchLimit
    }
}
