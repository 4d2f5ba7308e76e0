import ViewlabModel

/// One node of the layout tree: a view or a modifier, with its algorithm, its children and the
/// answers remembered for each proposal.
///
/// List producers (TupleView, ForEach, Group, Optional) are already flattened away when nodes are
/// built, as in the book's diagrams; `accessibilityIdentifier` names the node it modifies.
public final class LayoutNode {
    // What every layout pass reads of every node comes first, together, so that a pass over tens of
    // thousands of nodes touches as few cache lines as it can (declaration order is memory order):
    // the references and flags placement tests at every node, then the first remembered answer.
    public let algorithm: any LayoutAlgorithm
    public let children: [LayoutNode]
    /// `layoutPriority`, passed through by modifiers that do not lay out (spec §8.6); 0 by default
    /// (B1807), −∞ for a Spacer (ext, spec §2.1).
    public let priority: Double
    /// How the node changes drawing without changing layout (offset, rotation, scale, B1961).
    let effect: RenderEffect?
    /// The token of an `.anchorPreference` on this node, whose frame the layout records.
    let anchor: AnchorToken?
    /// The name this node gives its subtree's coordinate space (`.coordinateSpace(name:)`).
    let coordinateSpace: String?
    /// Whether the node is a Spacer, possibly wrapped in modifiers that do not lay out (§8.6).
    public let isSpacer: Bool
    /// Whether its size is the same whatever it is proposed (a fixed frame, a text in a fixed frame).
    public let ignoresProposal: Bool
    /// Whether any node in this subtree sets an explicit guide; if none does, every guide is the
    /// default computed from the size.
    let mayHaveExplicitGuides: Bool
    /// The role of the children after the first: drawn behind (background) or in front (overlay).
    let secondaryRole: PlacedNode.Role
    /// Whether the algorithm may draw the view at another size than its layout size.
    let mayDrawAtAnotherSize: Bool
    /// Whether the algorithm may answer an infinite size for a finite proposal (a learner's layout),
    /// which the engine then warns about: asked at every answer, so kept rather than asked again.
    let reportsInfiniteSizes: Bool
    /// Whether the algorithm may move the view's drawing from where it is laid out.
    let mayMoveDrawing: Bool
    /// Whether placement can have children to place: static ones, or ones built during layout.
    let mayPlaceChildren: Bool
    /// Whether placing the node is only recording its frame: nothing inside it, and nothing that
    /// draws it elsewhere or notes where it is (an effect, a drawing transform or size, an anchor).
    let isPlainLeaf: Bool
    /// Whether placement takes the algorithm's `placeOnlyChild` (a modifier placing its one child).
    let placesOnlyChild: Bool
    /// Whether its length along each axis is the one proposed there (`LayoutAlgorithm.takesProposedLength`).
    let takesProposedLength: Bool
    /// `.environment(\.layoutDirection, …)` on this node: true for right-to-left, false for
    /// left-to-right, nil when the node does not set it.
    let setsRightToLeft: Bool?
    /// Answers per proposal: the first kept in the node itself (most nodes are asked one or two
    /// proposals, and a pass over a big tree then reads no array's storage), the rest in a short
    /// array, which beats a dictionary for a handful.
    @exclusivity(unchecked) private var firstAnswer: (proposal: ProposedViewSize, size: Size)?
    @exclusivity(unchecked) private var moreAnswers: [(proposal: ProposedViewSize, size: Size)] = []
    /// How many times the algorithm ran (cache misses): the linearity test counts these.
    @exclusivity(unchecked) public internal(set) var measureCount = 0

    /// Unique within one tree; the trace refers to nodes by it.
    public let id: Int
    /// The short name JSON's `kind` uses: `Text`, `HStack`, `padding`.
    public let kind: String
    /// SwiftUI's type, e.g. `ModifiedContent<Text, _PaddingLayout>`. Built when asked (only JSON
    /// shows it): a chain of d modifiers has d nested type names, O(d²) characters in all.
    public var typeName: String { view.typeName }
    /// The view the node stands for; the drawing engine reads its paint and effects.
    public let view: ViewValue
    /// How the trace names the node: `Text("Favorite")`, `padding(10)`, `Color.teal`.
    public let label: String
    /// From `.accessibilityIdentifier("…")` on this node (cli-contract.md).
    public internal(set) var identifier: String?
    /// The render-tree path of a scroll view or lazy container the update cycle resolved
    /// (`ContainerValue.renderPath`), which it reads rows' frames by.
    public var renderPath: String? {
        switch view {
        case .container(let c): c.renderPath
        case .geometryReader(let g): g.renderPath
        default: nil
        }
    }
    /// What a GeometryReader told its content when it was last placed.
    public var readerProxy: GeometryProxyValue? { (algorithm as? GeometryReaderLayout)?.placedProxy }
    /// A List's or a Form's style, and its cards and separators for its width and its children's
    /// sizes as placed, which drawing paints behind the rows.
    public var listStyle: ListStyleKind? { (algorithm as? ListLayout)?.style }
    public func listGeometry(width: Double, childSizes: [Size]) -> ListGeometry? {
        (algorithm as? ListLayout).map { ListGeometry(style: $0.style, parts: $0.parts, width: width, sizes: childSizes, offset: $0.offset) }
    }
    /// What iOS draws of a control besides its label, as laid out (a link that is a List row gets its chevron).
    public var controlChrome: ControlChrome? { (algorithm as? ControlLayout)?.chrome }
    /// A NavigationStack's bottom toolbar height (0 without one), which drawing paints the bar in.
    public var bottomBarHeight: Double? { (algorithm as? NavigationStackLayout)?.bottomBar }
    /// A TabView's bar height (0 in the page style), which drawing paints the bar in.
    public var tabBarHeight: Double? { (algorithm as? TabViewLayout)?.tabBarHeight }
    /// Whether the child at `index` is a TabView's bar item, and whether it is the selected tab's.
    public func tabItem(_ index: Int) -> (isItem: Bool, isSelected: Bool) {
        guard let tabs = algorithm as? TabViewLayout else { return (false, false) }
        return (tabs.isItem(index), tabs.isSelectedItem(index))
    }
    /// A presented layer's cards, grabber and separators as last placed, which drawing paints behind its views.
    public var presentedChrome: PresentedChrome? { (algorithm as? PresentedLayerLayout)?.chrome }
    /// The watched value and the animation of an `.animation(_:value:)` on this node (nil value:
    /// the deprecated form, which animates every change), which the update cycle's tables read.
    public var implicitAnimation: (value: WatchedValue?, animation: TransactionAnimation?)? {
        if case .modified(_, let m) = view, case .action(.implicitAnimation(let value, let animation)) = m.kind { (value, animation) } else { nil }
    }
    /// The `.transaction` modifier on this node, which keeps what it made of each pass's transaction.
    public var transaction: TransactionAction? {
        if case .modified(_, let m) = view, case .action(.transaction(let t)) = m.kind { t } else { nil }
    }
    /// The `.matchedGeometryEffect` on this node, which animated changes follow (advanced-layout.md §2.10).
    public var matchedGeometry: MatchedGeometry? {
        if case .modified(_, let m) = view, case .matchedGeometry(let effect) = m.kind { effect } else { nil }
    }
    /// Its identity among its container's elements (`ViewValue.identifiedElements`); empty for a
    /// node that is not a list element (a modifier's content, a root).
    public internal(set) var identity = ""
    /// From `.transition(…)` on this node: how its subtree comes and goes when animated.
    public internal(set) var transition: TransitionSpec?
    /// `.layoutValue(key:value:)`s and grid cell traits on this view: like the priority, they pass
    /// through modifiers to the view a layout sees as its subview.
    public let subviewValues: SubviewValues

    init(id: Int, kind: String, view: ViewValue, label: String, algorithm: any LayoutAlgorithm,
         children: [LayoutNode], priority: Double = 0, subviewValues: SubviewValues = SubviewValues(), isSpacer: Bool = false,
         effect: RenderEffect? = nil) {
        self.id = id; self.kind = kind; self.view = view; self.label = label
        self.algorithm = algorithm; self.children = children; self.priority = priority; self.subviewValues = subviewValues
        coordinateSpace = switch view {
        case .modified(_, let modifier): if case .coordinateSpace(let name) = modifier.kind { name } else { nil }
        // Every scroll view is the `.scrollView` space of the views inside it (iOS 17's `CoordinateSpace.scrollView`).
        case .container(let c): if case .scrollView = c.kind { CoordinateSpaceName.scrollViewName } else { nil }
        default: nil
        }
        if case .modified(_, let modifier) = view, case .environment(.layoutDirection(let rtl)) = modifier.kind { setsRightToLeft = rtl } else { setsRightToLeft = nil }
        anchor = switch view {
        case .modified(_, let m): switch m.kind {
            case .anchorPreference(_, _, let token): token
            case .transformPreference(_, let token, _): token
            default: nil
            }
        default: nil
        }
        self.isSpacer = isSpacer; self.effect = effect
        self.ignoresProposal = algorithm.ignoresProposal(children: children)
        self.mayHaveExplicitGuides = algorithm.setsExplicitGuides || children.contains { $0.mayHaveExplicitGuides }
        self.secondaryRole = (algorithm as? SecondaryViewLayout).map { $0.isOverlay ? .overlay : .background }
            ?? (algorithm is SafeAreaInsetLayout ? PlacedNode.Role.overlay : nil)
            ?? (algorithm is PresentationLayout ? PlacedNode.Role.presented : nil)
            ?? (algorithm as? PreferenceReaderLayout).map { $0.reader.isOverlay ? .overlay : .background } ?? .primary
        self.mayDrawAtAnotherSize = algorithm.mayDrawAtAnotherSize
        self.reportsInfiniteSizes = algorithm.reportsInfiniteSizes
        self.mayMoveDrawing = algorithm.mayMoveDrawing
        self.mayPlaceChildren = !children.isEmpty || algorithm.buildsChildren
        self.isPlainLeaf = !mayPlaceChildren && effect == nil && !mayMoveDrawing && !mayDrawAtAnotherSize && anchor == nil
        self.placesOnlyChild = algorithm.placesOnlyChild && children.count == 1
        self.takesProposedLength = algorithm.takesProposedLength
    }

    /// Remembers an answer. Appending here, inside the class, keeps the array's storage unique, so
    /// it grows in place and keeps its capacity across `clearCaches()`.
    func remember(_ size: Size, for proposal: ProposedViewSize) {
        guard firstAnswer != nil else { firstAnswer = (proposal, size); return }
        // Not in source: a stack's child is asked about six proposals (probes, then placement);
        // room for four from the start spares the array's growth from one to two to four.
        if moreAnswers.capacity == 0 { moreAnswers.reserveCapacity(4) }
        moreAnswers.append((proposal, size))
    }

    func cachedSize(for proposal: ProposedViewSize) -> Size? {
        guard let firstAnswer else { return nil }
        if ignoresProposal || firstAnswer.proposal == proposal { return firstAnswer.size }
        for entry in moreAnswers where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Clears this subtree's caches, so the next pass is a full layout (bench-trees.md step 1).
    public func clearCaches() {
        firstAnswer = nil
        if !moreAnswers.isEmpty { moreAnswers.removeAll(keepingCapacity: true) }
        measureCount = 0
        algorithm.clearCache()
        for child in children { child.clearCaches() }
    }
}
