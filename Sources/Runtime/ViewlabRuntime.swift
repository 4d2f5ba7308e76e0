/// The Runtime layer: SwiftUI's render tree and update cycle (view-trees-state.md §2.4–2.6,
/// update-cycle-research.md). It keeps a node per view, keyed by identity path, with the state the
/// node owns and the dependencies its last `body` recorded; it takes events (a tap, a toggle, a
/// global set), runs the learner's action, and then one update pass per transaction that re-runs
/// exactly the bodies whose dependencies changed or whose view value differs, reconciles the
/// tree (insert, remove, update in place) and runs the lifecycle actions. It resolves the view tree
/// that Layout lays out, and records what happened as `UpdateRecord`s for Presentation.
/// By concern: `Tree/` holds the nodes, each keeping its state, dependencies, action memory, tab
/// selection and last walk in a part of its own; `Update/` the pass that walks the views and
/// reconciles the tree; `Lifecycle/` one handler per kind of action; `Events/` the events and the
/// controls they reach; `Messages/` SwiftUI's runtime warnings. It sits on Language and SwiftUI
/// (which run the learner's code), Layout (which rows of a lazy container are on screen) and
/// Animation (platform behaviours).
enum ViewlabRuntime {}
