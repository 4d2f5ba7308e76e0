import ViewlabModel

/// The outcome of a layout pass: every node's frame in root coordinates (the root centred in the
/// proposal, as a window places its root, cli-contract.md), the trace, and the warnings.
public struct LayoutResult {
    public var proposal: ProposedViewSize
    /// Nodes in pre-order: a parent, then its children in placement order, depth first.
    public var nodes: [PlacedNode]
    public var trace: LayoutTrace
    public var warnings: [LayoutWarning]
    /// The text metric model in use; every output names it (spec layout.md §5).
    public var metricModel: String { textMetrics.name }
    /// The metric itself, which the drawing engine measures each drawn line with.
    public var textMetrics: TextMetrics

    public var root: PlacedNode { nodes[0] }

    /// The proposal as the screen's rectangle at the origin, when both dimensions are finite numbers.
    public var proposalRect: Rect? {
        guard let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite else { return nil }
        return Rect(x: 0, y: 0, width: w, height: h)
    }

    /// Indices of a node's children.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        while child < nodes[index].subtreeEnd {
            result.append(child)
            child = nodes[child].subtreeEnd
        }
        return result
    }

    /// The first node tagged with `.accessibilityIdentifier(identifier)`.
    public func node(identifier: String) -> PlacedNode? { nodes.first { $0.identifier == identifier } }

    /// The node's frame relative to its parent's, as "@(x, y)" in spec layout.md §3.
    public func frameInParent(_ index: Int) -> Rect {
        let frame = nodes[index].frame
        guard let parent = nodes[index].parent else { return frame }
        return frame.offsetBy(dx: -nodes[parent].frame.minX, dy: -nodes[parent].frame.minY)
    }
}

/// One laid-out node.
public struct PlacedNode {
    /// The layout node, whose names the result reports.
    public let node: LayoutNode
    /// The layout node's id, which the trace uses.
    public var id: Int { node.id }
    public var kind: String { node.kind }
    public var typeName: String { node.typeName }
    public var label: String { node.label }
    public var identifier: String? { node.identifier }
    public var identity: String { node.identity }
    // Declaration order is memory order: the fields with no optional's tag byte come first, each
    // optional after them, so that building a node copies aligned words (a tag in the middle put
    // the fields after it at odd offsets, whose copies stalled placement).
    /// The layout frame in root coordinates.
    public var frame: Rect
    /// How offset, rotation and scale effects on it and above it move its drawing (identity when
    /// none do): `drawn` is its frame's box under this transform.
    public var transform: ViewTransform
    public var depth: Int
    /// The index after this node's last descendant.
    public var subtreeEnd: Int
    /// Where the node is drawn when that differs from its frame: offset, rotation and scale move
    /// the drawing but not the layout (B1961), and so do they for everything inside them.
    public var drawn: Rect?
    /// The proposal the node was placed with.
    public var proposal: ProposedViewSize
    public var parent: Int?
    /// The opacity an animation caught in flight draws the node and its subtree at (`render --at`
    /// after an event), in place of its own `.opacity` effect's; nil when none does.
    public var fade: Double? = nil
    /// Whether the node is a background's or overlay's secondary view (drawn behind or in front).
    public var role: Role

    /// `presented`: a sheet's or an alert's layer, drawn above everything, in the window's space.
    public enum Role: String, Sendable { case primary, background, overlay, presented }

    init(node: LayoutNode, frame: Rect, drawn: Rect?, transform: ViewTransform, proposal: ProposedViewSize, parent: Int?, depth: Int,
         subtreeEnd: Int, role: Role) {
        self.node = node; self.frame = frame; self.drawn = drawn; self.transform = transform; self.proposal = proposal; self.parent = parent
        self.depth = depth; self.subtreeEnd = subtreeEnd; self.role = role
    }
}
