import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// A node of the render tree: one view at one identity path, alive from its insertion to its
/// removal (view-trees-state.md §2.4). A custom view's node owns its state and remembers its last
/// body and the reads that body made; any node keeps the actions its modifiers attach.
final class RenderNode {
    let path: ViewPath
    /// The view's kind: its type for a custom view, `Text`, `VStack`, `Button` otherwise. A view of
    /// another kind at the same path is a different view.
    let kind: String
    /// Position in tree order in the walk that last visited it, and that walk's number (a pass
    /// walks the tree again when a lazy container makes more rows).
    var order = 0
    var visitedWalk = 0
    /// False once the node is removed from the tree.
    var isAlive = true
    /// Whether the view is on screen in this pass (a TabView's unselected tabs and a lazy stack's
    /// rows scrolled away are not), and in the pass before (nil for a node this pass made):
    /// appearing and disappearing follow the change, however often the pass walked the node.
    private(set) var isShowing = true
    private(set) var wasShowing: Bool?
    private var shownPass = 0

    func show(_ showing: Bool, in pass: Int) {
        if shownPass != pass {
            wasShowing = shownPass == 0 ? nil : isShowing
            shownPass = pass
        }
        isShowing = showing
    }

    /// The view came on screen in this pass: inserted showing, or its tab selected.
    var appeared: Bool { isShowing && wasShowing != true }
    /// The view went off screen in this pass without being removed (its tab deselected).
    var hid: Bool { !isShowing && wasShowing == true }

    // A custom view's node.
    var view: InterpretedView?
    /// The state the node owns (`@State`, `@StateObject`), by property name.
    var storage: [String: Ref] = [:] {
        didSet { slots = (view?.dynamicProperties ?? []).compactMap { p in storage[p.name].map { (p.storedName, $0) } } }
    }
    /// The same storage in declaration order, with `_printChanges`' names: what the state table lists.
    private(set) var slots: [(property: String, storage: Ref)] = []
    /// The slots' values when the last event ended; empty for a node made during the current one.
    var slotValues: [Value] = []
    /// The last body, as it ran: its custom views still unresolved.
    var body: ViewValue = .empty
    /// What the last body read: state boxes (with the property read through and the value seen),
    /// `@Observable` properties, and the objects observed whole.
    var stateReads: [(storage: Ref, property: String, seen: Value)] = []
    var propertyReads: [PropertyRead] = []
    var observedObjects: [(property: String, state: ObservableObjectState)] = []

    /// The actions the view's modifiers attach, as of the last pass.
    var actions: [ViewAction] = [] { didSet { hasActions = !actions.isEmpty } }
    /// Whether `actions` has any: what the lifecycle looks at on every node, read without copying the list.
    private(set) var hasActions = false
    /// The values `onChange(of:)` and `task(id:)` saw last, by action position, and the `onChange`
    /// closures of the previous pass (the deprecated form calls those).
    var watched: [Int: WatchedValue] = [:]
    /// The preference values `onPreferenceChange` actions see, by action position: this pass's and
    /// the last one dispatched.
    var preferences: [Int: any LearnerValue] = [:]
    var dispatchedPreferences: [Int: any LearnerValue] = [:]
    var previousChanges: [Int: ValueChangeAction] = [:]
    /// `.accessibilityIdentifier` on the view.
    var identifier: String?
    /// What the view's `@Environment(\.key)` properties read last time, by property.
    var environmentSeen: [String: Value] = [:]
    /// An `Animatable` view whose `animatableData` this pass changed: the data before, and where
    /// the body's output of the pass is in the event's printed text (frames replace it).
    var animatedFrom: (data: [Double], output: Range<Int>)?
    /// A GeometryReader's content as its closure last built it, for the reader and proxy it was built for.
    var readerContent: (reader: GeometryReaderValue.Token, proxy: GeometryProxyValue, content: ViewValue)?
    /// A learner's layout's cache, for the layout built for this node next time to take over.
    var layoutCache: AnyObject?
    /// A TabView's selection through a binding: how to read the tab to show, and the one shown.
    /// The TabView's node depends on it, as SwiftUI's TabView reads its selection itself.
    var selection: (read: () throws -> Int, shown: Int)?
    /// The tab a tap on a tab item chose, for a TabView without a selection binding.
    var chosenTab: Int?
    /// A control a learner's component style draws: the style's `makeBody` read what `stateReads`
    /// and `propertyReads` hold, and runs again when one changes (no view's body does).
    var isStyled = false
    /// What the node's ancestors set when the last walk reached it: the environment `viewlab env` lists.
    var context: Reconciliation.Context?

    /// A custom view's subtree as the last walk through it left it: the view value it resolved to
    /// (returned again as it is, so the unchanged part of the tree is shared, not rebuilt), the
    /// nodes below in tree order, the controls and tagged texts found there, and the context it was
    /// walked in. A pass that finds nothing changed there reuses them instead of walking again.
    var resolvedView: ViewValue?
    var subtree: ArraySlice<RenderNode> = []
    var subtreeControls: ArraySlice<ControlEntry> = []
    var subtreeTexts: ArraySlice<(identifier: String, text: String)> = []
    /// Where the subtree's nodes, controls and texts start and end in the walk that last went
    /// through it; the slices above are cut once that walk is over, sharing its arrays.
    var walkedRanges: (nodes: Range<Int>, controls: Range<Int>, texts: Range<Int>)?
    var walkedContext: Reconciliation.Context?

    init(path: ViewPath, kind: String) { self.path = path; self.kind = kind }
}
