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
    /// The state the node owns.
    var state = NodeState()
    /// The last body, as it ran: its custom views still unresolved.
    var body: ViewValue = .empty
    /// What the last body read, which decides when it runs again.
    var dependencies = Dependencies()

    /// The actions the view's modifiers attach, as of the last pass.
    var actions: [ViewAction] = [] { didSet { hasActions = !actions.isEmpty } }
    /// Whether `actions` has any: what the lifecycle looks at on every node, read without copying the list.
    private(set) var hasActions = false
    /// What the actions saw last, by action position.
    var memory = ActionMemory()
    /// `.accessibilityIdentifier` on the view.
    var identifier: String?
    /// An `Animatable` view whose `animatableData` this pass changed: the data before, and where
    /// the body's output of the pass is in the event's printed text (frames replace it).
    var animatedFrom: (data: [Double], output: Range<Int>)?
    /// A GeometryReader's content as its closure last built it, for the reader and proxy it was built for.
    var readerContent: ReaderContent?
    /// A learner's layout's cache, for the layout built for this node next time to take over.
    var layoutCache: AnyObject?
    /// What SwiftUI keeps for the view itself, outside the learner's state: a control's own
    /// selection or expansion when no binding holds it, a stack's pages, the presentations shown.
    /// Made when first asked for: most nodes (a Text, a stack) never are, and a list's thousands
    /// of nodes would each carry it.
    var ui: ViewUIState {
        if let madeUI { return madeUI }
        let made = ViewUIState()
        madeUI = made
        return made
    }
    private var madeUI: ViewUIState?

    /// Forgets the swipe edges the last walk found, without making the state of a node that has none.
    func forgetSwipeEdges() { madeUI?.swipe.edges = [] }
    /// What the view reads itself, outside any body, as of the last walk: a TabView's selection, a
    /// NavigationStack's path, a presentation's binding. Each says whether it changed since; a
    /// change walks the node again, with no body run.
    var ownReads: [() throws -> Bool] = []
    /// A control a learner's component style draws: the style's `makeBody` read what
    /// `dependencies` hold, and runs again when one changes (no view's body does).
    var isStyled = false
    /// What the node's ancestors set when the last walk reached it: the environment `viewlab env` lists.
    var context: Reconciliation.Context?
    /// A custom view's subtree as the last walk through it left it, reused by a pass that finds
    /// nothing changed there; nil for any other node.
    var walked: WalkedSubtree?

    init(path: ViewPath, kind: String) { self.path = path; self.kind = kind }
}

/// What a GeometryReader's node keeps of its content: a class, since only a reader's node has one
/// and its 120 bytes held in every node would make a 10,000-row list's nodes a fifth larger.
final class ReaderContent {
    let reader: GeometryReaderValue.Token
    let proxy: GeometryProxyValue
    let content: ViewValue

    init(reader: GeometryReaderValue.Token, proxy: GeometryProxyValue, content: ViewValue) {
        self.reader = reader; self.proxy = proxy; self.content = content
    }
}
