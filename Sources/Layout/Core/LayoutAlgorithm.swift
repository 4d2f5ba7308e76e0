import ViewlabModel

/// The questions a parent may ask about a view, answered by the view's algorithm: how big it is
/// for a proposal, where its children go, and which alignment guides it sets explicitly.
///
/// Every view, modifier and container has one (a modifier is a new parent node, B1533). Containers'
/// algorithms are replaceable strategies: the built-in stacks implement this protocol today, and a
/// learner's interpreted `Layout` can implement it later. An algorithm sees only its own children,
/// and asks them through the context, which caches and traces every answer (as taffy's
/// `LayoutPartialTree` sees a container and its direct children only).
public protocol LayoutAlgorithm: AnyObject {
    /// The size for `proposal`, asking children with `context.size(of:_:)` (B1294–1297).
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size

    /// Where the children go once the view has `size` for `proposal`; origins are relative to the
    /// view's own origin. Placement re-proposes (spec layout.md §8.1): each placement carries the
    /// proposal whose answer is the child's placed size. Children left out are not shown.
    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement]

    /// An explicit value for a guide, or nil to use the guide's default (B2004–2010, B2048–2071).
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double?

    /// Whether the size ignores the proposal, given the children: such a view is measured once
    /// whatever it is proposed, which keeps deep nests of fixed views linear.
    func ignoresProposal(children: [LayoutNode]) -> Bool

    /// The size the view draws at when it differs from its layout size (LazyVGrid's second
    /// column pass, B1930–1945); nil when it draws at its layout size.
    func drawnSize(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size?

    /// Whether `drawnSize` can differ from the layout size at all.
    var mayDrawAtAnotherSize: Bool { get }

    /// Whether `drawingTransform` can give a transform at all.
    var mayMoveDrawing: Bool { get }

    /// Whether `placeChildren` may place views that are not among `children`, built during
    /// layout (a GeometryReader's content).
    var buildsChildren: Bool { get }

    /// Whether an infinite size for a finite proposal is a mistake to warn about (a learner's layout;
    /// a built-in view that answers ∞ means it).
    var reportsInfiniteSizes: Bool { get }

    /// Whether the view itself sets explicit guides (a Text's baselines, an `alignmentGuide`).
    /// Guide questions skip subtrees where nothing does, which keeps placement cheap.
    var setsExplicitGuides: Bool { get }

    /// Forget anything remembered between calls (the benchmark clears every cache, bench-trees.md).
    func clearCache()

    /// How the view and everything in it are drawn from where they are laid out at `frame` (in the
    /// root's space), when that depends on where it is (a matched geometry target moved onto its
    /// source, a `visualEffect` that reads its geometry).
    func drawingTransform(frame: Rect, context: LayoutContext) throws -> ViewTransform?

    /// The room the view wants around it in a stack (`ViewSpacing`); nil for the standard gap.
    /// A view that wraps one child (a modifier) wants what its child wants.
    func spacing(children: [LayoutNode], context: LayoutContext) throws -> ViewSpacing?

    /// Whether its length along each axis is the length proposed there, whatever it is (a color or
    /// a shape that fills its proposal, B1404): a stack's probes of it at 0 and ∞ (B1811) answer
    /// 0 and ∞ without asking it.
    var takesProposedLength: Bool { get }

    /// Whether `placeChildren` always places exactly its one child (a modifier), so that placement
    /// can take `placeOnlyChild` instead and make no array.
    var placesOnlyChild: Bool { get }

    /// The one placement of an algorithm that `placesOnlyChild`.
    func placeOnlyChild(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Placement?
}

extension LayoutAlgorithm {
    public func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                                  context: LayoutContext) throws -> Double? { nil }
    public func ignoresProposal(children: [LayoutNode]) -> Bool { false }
    public func drawnSize(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                          context: LayoutContext) throws -> Size? { nil }
    public func clearCache() {}
    public func drawingTransform(frame: Rect, context: LayoutContext) throws -> ViewTransform? { nil }
    public func spacing(children: [LayoutNode], context: LayoutContext) throws -> ViewSpacing? {
        children.count == 1 ? try context.spacing(of: children[0]) : nil
    }
    public var mayDrawAtAnotherSize: Bool { false }
    public var mayMoveDrawing: Bool { false }
    public var buildsChildren: Bool { false }
    public var setsExplicitGuides: Bool { false }
    public var reportsInfiniteSizes: Bool { false }
    public func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                              context: LayoutContext) throws -> [Placement] { [] }
    public var takesProposedLength: Bool { false }
    public var placesOnlyChild: Bool { false }
    public func placeOnlyChild(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                               context: LayoutContext) throws -> Placement? { nil }
}

/// A modifier that places its one child where `placement` says: placement of a big tree asks most
/// of its nodes this, and a one-element array made and freed for each cost more than the rest.
protocol PlacesOnlyChild: LayoutAlgorithm {
    func placement(size: Size, proposal: ProposedViewSize, child: LayoutNode, context: LayoutContext) throws -> Placement
}

extension PlacesOnlyChild {
    var placesOnlyChild: Bool { true }
    func placeOnlyChild(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Placement? {
        try placement(size: size, proposal: proposal, child: children[0], context: context)
    }
    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> [Placement] {
        [try placement(size: size, proposal: proposal, child: children[0], context: context)]
    }
}

/// A child's position inside its parent, and the proposal it is placed with.
public struct Placement {
    public var child: LayoutNode
    public var origin: Point
    public var proposal: ProposedViewSize
    /// The alignment arithmetic, for the trace ("(50−25, 50−10) = (25, 40)").
    public var reason: Bilingual
    /// The child's answer to `proposal`, when the algorithm asked for it to place the child:
    /// placement then takes it rather than asking the child's cache again.
    public var size: Size?
    public init(child: LayoutNode, origin: Point, proposal: ProposedViewSize, reason: Bilingual, size: Size? = nil) {
        self.child = child; self.origin = origin; self.proposal = proposal; self.reason = reason; self.size = size
    }
}
