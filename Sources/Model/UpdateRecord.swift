/// What happened when the update cycle handled one event (cli-contract.md `update`): what the
/// program printed, the state that changed, each update pass, and the texts and tree after. The
/// Runtime layer records it; Presentation renders it as text or JSON.
public struct UpdateRecord {
    /// `initial`, then each event as given: `tap "Increment: 0"`.
    public var event: String
    /// Every line the program printed while the event was handled, in order.
    public var output: [String] = []
    /// The gesture callbacks the event's touch ran, in order, each with its value.
    public var gestures: [GestureCallRecord] = []
    /// The state slots whose value the event changed, in tree order.
    public var stateChanges: [StateSlotChange] = []
    public var passes: [UpdatePassRecord] = []
    /// For each view tagged with `.accessibilityIdentifier`, in tree order: its Text views' strings
    /// joined by one space.
    public var texts: [(identifier: String, text: String)] = []
    /// The resolved view tree after the event settled.
    public var tree: ViewValue = .empty
    /// The scroll views `ScrollViewProxy.scrollTo` scrolled, in order.
    public var scrolls: [ScrollRecord] = []
    public init(event: String) { self.event = event }
}

/// `proxy.scrollTo(30, anchor: .bottom)`: the scroll view it moved, the view's id as `print` shows
/// it, and the offset along the scroll axis it left the scroll view at.
public struct ScrollRecord {
    public var path: ViewPath
    public var id: String
    public var offset: Double
    /// What asked for the scroll: `scrollTo` (a proxy's) or `scrollPosition` (a binding set).
    public var cause: String
    public init(path: ViewPath, id: String, offset: Double, cause: String) {
        self.path = path; self.id = id; self.offset = offset; self.cause = cause
    }
}

/// One update pass: the bodies that ran and why, and the render-tree diff (view-trees-state.md §2.4).
public struct UpdatePassRecord {
    public var bodies: [BodyRun] = []
    /// How many render-tree nodes the pass walked: a subtree nothing could have changed is reused
    /// without a walk, so this with the bodies run is what the pass cost (viewlab's measure).
    public var walked = 0
    /// Identity paths of the render-tree nodes created and destroyed, in tree order.
    public var inserted: [ViewPath] = []
    public var removed: [ViewPath] = []
    /// The lifecycle actions run after the pass: `onAppear PATH`, `onChange PATH`, `task start PATH`.
    public var lifecycle: [String] = []
    /// The pass's number in the render tree's life, which a `.transaction` modifier keeps its result by.
    public var serial = 0
    /// The transaction's animation (`.default` for `withAnimation { }`); nil when not animated.
    public var animation: TransactionAnimation?
    /// `withTransaction` with `disablesAnimations`: implicit animations do not override it (L2821).
    public var disablesAnimations = false
    /// SwiftUI's runtime warnings, as it logs them: `Modifying state during view update, …`.
    public var warnings: [String] = []
    /// The `.animation(_:value:)` modifiers whose value this pass changed and the `.transaction`
    /// modifiers that set an animation, with the animation and the modifier as written: the changes
    /// below each animate with it.
    public var implicitAnimations: [(path: ViewPath, animation: TransactionAnimation, modifier: String)] = []
    /// Where this pass's animation was taken off the views below: `.animation(nil)`, a `.transaction`
    /// that set no animation. The nearer of these and `implicitAnimations` decides a view's animation.
    public var clearedAnimations: [ViewPath] = []
    /// The phase animators this pass started (by a trigger change, or looping from their insertion).
    public var phaseAnimations: [(path: ViewPath, animation: PhaseAnimation)] = []
    /// The keyframe animators this pass started.
    public var keyframeAnimations: [(path: ViewPath, animation: KeyframeAnimation)] = []
    /// For an animated pass, the resolved tree before and after it: the animation engine
    /// interpolates between their layouts (the same tables `animate --before --after` prints).
    public var treeBefore: ViewValue?
    public var treeAfter: ViewValue?
    public init() {}
}

/// A `body` that ran: the view's type, its identity path, and `_printChanges`' reasons
/// (`@self`, `@identity`, `_value`; empty for `unchanged`).
public struct BodyRun {
    public var view: String
    public var path: ViewPath
    public var reasons: [String]
    public init(view: String, path: ViewPath, reasons: [String]) { self.view = view; self.path = path; self.reasons = reasons }
}

/// A state slot's value before and after an event, as `print` shows them (strings quoted); nil
/// before for a slot its node's insertion made, nil after for one its node's removal destroyed.
public struct StateSlotChange {
    public var path: ViewPath
    /// The stored name: `_value`.
    public var property: String
    public var before: String?
    public var after: String?
    public init(path: ViewPath, property: String, before: String?, after: String?) {
        self.path = path; self.property = property; self.before = before; self.after = after
    }
}

/// A render-tree node's memory next to its view value: the book's two-column state figure
/// (TiS L425–455). The view's properties from its parent on one side, the state the node owns on
/// the other, as `print` shows them.
public struct NodeMemory {
    public var path: ViewPath
    public var typeName: String
    public var properties: [(name: String, value: String)]
    public var state: [(name: String, value: String)]
    public init(path: ViewPath, typeName: String, properties: [(name: String, value: String)], state: [(name: String, value: String)]) {
        self.path = path; self.typeName = typeName; self.properties = properties; self.state = state
    }
}
