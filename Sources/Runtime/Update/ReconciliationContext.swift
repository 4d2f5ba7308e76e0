import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

extension Reconciliation {
    /// Where a view stands in the walk: the identity path it extends, and what its ancestors set.
    /// The settings change rarely and live in one shared object, so a Context is cheap to pass to
    /// each of a thousand rows.
    struct Context {
        var base = ViewPath()
        private var settings = Settings()
        /// The node that holds the lifecycle actions written outside an `.id(_:)` (between the view
        /// and the next view outside it): they belong to the outer identity, so a new id does not
        /// run them again (update-cycle-research.md §2.7: `.onAppear` before `.id` runs on each new
        /// id, one after it only once).
        var outerIdentity: RenderNode?

        /// What ancestors set, replaced (never changed) when a modifier sets something.
        fileprivate final class Settings {
            /// Inside a control's label: the label is part of the control (cli-contract.md's example
            /// inserts `Counter/Button`, not its Text), so only custom views in it get nodes, for their state.
            var isControlLabel = false
            var isDisabled = false
            /// Under `.allowsHitTesting(false)`: the controls and gestures take no touches.
            var ignoresTouches = false
            /// Inside a TabView's tab that is not selected: the views have nodes (and keep their state)
            /// but are not showing, so they have disappeared.
            var isHidden = false
            /// Inside a scroll view, where lazy containers make only the rows on screen.
            var isScrolling = false
            var identifiers: [String] = []
            /// The objects ancestors gave with `.environmentObject(_:)` and `.environment(_:)`, by type,
            /// and the values they wrote (`.environment(\.font, .title)`, `.font(.title)`), by key.
            var environmentObjects: [String: Value] = [:]
            var environment = EnvironmentValues()
            /// Which modifier wrote each value and object, for `viewlab env`; never compared, since
            /// the values decide what a view sees.
            var environmentWriters: [String: EnvironmentListing.Writer] = [:]
            /// Inside a learner's ViewModifier's body: the view it modifies now, which stands for the
            /// `content` of a body that did not run again (it may hold the content of an earlier pass).
            var modifierContent: ViewValue?
            /// The NavigationStack a NavigationLink here pushes onto, and whose `navigationDestination`s
            /// are declared here. A presentation's content starts without one (its links need a stack of their own).
            var navigationStack: RenderNode?
            /// Inside an alert or a confirmation dialog, whose buttons dismiss it when tapped.
            var dismissedByButtons: PresentedLayer?
            /// Inside a row's revealed swipe actions, whose buttons close the row when tapped.
            var closesSwipe: RenderNode?
            /// Inside an open menu, whose buttons close it when tapped.
            var closesMenu: RenderNode?
            /// Inside a `List(selection:)`: a `NavigationLink(value:)` in a row selects its value.
            var listSelection: ListSelection?
            /// On the stack's Nth pushed page (0: its root): a NavigationSplitView's column.
            var pageDepth = 0

            func copy() -> Settings {
                let c = Settings()
                c.isControlLabel = isControlLabel; c.isDisabled = isDisabled; c.ignoresTouches = ignoresTouches; c.isHidden = isHidden; c.isScrolling = isScrolling
                c.identifiers = identifiers; c.environmentObjects = environmentObjects; c.environment = environment
                c.environmentWriters = environmentWriters
                c.modifierContent = modifierContent
                c.navigationStack = navigationStack; c.dismissedByButtons = dismissedByButtons; c.closesSwipe = closesSwipe
                c.listSelection = listSelection; c.pageDepth = pageDepth; c.closesMenu = closesMenu
                return c
            }

            func same(as other: Settings) -> Bool {
                // A modifier's content is a view value, which has no equality: such a subtree is always walked.
                self === other || modifierContent == nil && other.modifierContent == nil
                    && isControlLabel == other.isControlLabel && isDisabled == other.isDisabled && ignoresTouches == other.ignoresTouches && isHidden == other.isHidden && isScrolling == other.isScrolling
                    && identifiers == other.identifiers
                    && navigationStack === other.navigationStack && dismissedByButtons === other.dismissedByButtons
                    && closesSwipe === other.closesSwipe && closesMenu === other.closesMenu
                    && (listSelection == nil) == (other.listSelection == nil) && pageDepth == other.pageDepth
                    && environmentObjects.count == other.environmentObjects.count
                    && environmentObjects.allSatisfy { key, value in other.environmentObjects[key].map(value.isSame) ?? false }
                    && environment.learnerValues.count == other.environment.learnerValues.count
                    && environment.learnerValues.allSatisfy { key, value in other.environment.learnerValues[key].map(value.isSame) ?? false }
            }
        }

        private mutating func change(_ body: (Settings) -> Void) {
            let changed = settings.copy()
            body(changed)
            settings = changed
        }

        var isControlLabel: Bool {
            get { settings.isControlLabel }
            set { change { $0.isControlLabel = newValue } }
        }
        var isDisabled: Bool {
            get { settings.isDisabled }
            set { change { $0.isDisabled = newValue } }
        }
        var ignoresTouches: Bool {
            get { settings.ignoresTouches }
            set { change { $0.ignoresTouches = newValue } }
        }
        var isHidden: Bool {
            get { settings.isHidden }
            set { change { $0.isHidden = newValue } }
        }
        var isScrolling: Bool {
            get { settings.isScrolling }
            set { change { $0.isScrolling = newValue } }
        }
        var modifierContent: ViewValue? {
            get { settings.modifierContent }
            set { change { $0.modifierContent = newValue } }
        }
        var identifiers: [String] {
            get { settings.identifiers }
            set { change { $0.identifiers = newValue } }
        }
        var environmentObjects: [String: Value] {
            get { settings.environmentObjects }
            set { change { $0.environmentObjects = newValue } }
        }
        var navigationStack: RenderNode? {
            get { settings.navigationStack }
            set { change { $0.navigationStack = newValue } }
        }
        var dismissedByButtons: PresentedLayer? {
            get { settings.dismissedByButtons }
            set { change { $0.dismissedByButtons = newValue } }
        }
        var closesSwipe: RenderNode? {
            get { settings.closesSwipe }
            set { change { $0.closesSwipe = newValue } }
        }
        var closesMenu: RenderNode? {
            get { settings.closesMenu }
            set { change { $0.closesMenu = newValue } }
        }
        var listSelection: ListSelection? {
            get { settings.listSelection }
            set { change { $0.listSelection = newValue } }
        }
        var pageDepth: Int {
            get { settings.pageDepth }
            set { change { $0.pageDepth = newValue } }
        }
        var environment: EnvironmentValues { settings.environment }

        /// A value a container gives the views below through `@Environment`: `dismiss` (the action
        /// that pops this page or dismisses this presentation), `editMode`.
        mutating func provide(_ key: String, _ value: Value) {
            change { $0.environment.learnerValues[key] = value }
        }
        var environmentWriters: [String: EnvironmentListing.Writer] { settings.environmentWriters }

        /// Sets a value through its key path (a learner's property runs its setter), with the modifier that wrote it.
        mutating func write(_ key: String, _ value: Value, by writer: EnvironmentListing.Writer, in interpreter: Interpreter) throws {
            let values = try interpreter.writeEnvironment(key, value, into: environment)
            change {
                $0.environment = values
                $0.environmentWriters[key] = writer
            }
        }

        /// Sets an object, found below by its type name, with the modifier that wrote it.
        mutating func write(object: Value, of typeName: String, by writer: EnvironmentListing.Writer) {
            change {
                $0.environmentObjects[typeName] = object
                $0.environmentWriters["object " + typeName] = writer
            }
        }

        func at(_ base: ViewPath) -> Context { var c = self; c.base = base; return c }
        /// The context one structural step further down (a tuple position, a branch, an id).
        func step(_ step: ViewPath.Step) -> Context { at(base.appending(step)) }
        func path(_ kind: String) -> ViewPath { base.appending(.view(kind)) }

        /// Settings one walk found the same, held (so that no address is reused while the walk
        /// lasts) to answer again without comparing: each pass makes its settings anew, and the
        /// thousand rows of a list, each reused, compare the same two.
        struct SameSettings {
            fileprivate var pairs: [(Settings, Settings)] = []
        }

        /// Whether a subtree walked in `self` may be reused in `other`: the same place, the same settings.
        func isSame(as other: Context, known: inout SameSettings) -> Bool {
            guard base == other.base, outerIdentity === other.outerIdentity else { return false }
            if settings === other.settings || known.pairs.contains(where: { $0.0 === settings && $0.1 === other.settings }) { return true }
            guard settings.same(as: other.settings) else { return false }
            if known.pairs.count < 8 { known.pairs.append((settings, other.settings)) }
            return true
        }
    }
}
