import ViewlabModel

/// A view prepared for layout: its nodes are built once, and each `layout(in:)` is a pass over
/// them. The benchmark reuses a tree and clears its caches between passes (bench-trees.md).
///
///     let result = try LayoutTree(Text("Favorite").padding(10).background(Color.teal)).layout(in: 320×480)
///     result.root.frame   // (124.5, 221.5) 71×37
public final class LayoutTree {
    public let root: LayoutNode
    public let options: LayoutOptions
    private let builder: TreeBuilder
    /// The node count of the last pass, to size the next result at once (the first pass, by the
    /// nodes built: a 10,000-row list's result then grows by no copies).
    private var lastCount = 0

    public init(_ view: ViewValue, options: LayoutOptions = LayoutOptions()) {
        self.options = options
        builder = TreeBuilder(options: options)
        root = builder.build(view, TreeBuilder.Environment())
    }

    /// Forgets every remembered answer, so the next pass is a full layout from scratch.
    public func clearCaches() { root.clearCaches() }

    /// Lays the view out in `proposal`: the system proposes it to the root (the safe area, B1290),
    /// the root reports its size, and placement walks down, re-proposing to each child (§8.1).
    /// Errors thrown by learner closures (guides, `sizeThatFits`, GeometryReader content)
    /// propagate unchanged.
    public func layout(in proposal: ProposedViewSize) throws -> LayoutResult {
        var result = try pass(in: proposal)
        guard builder.matchedGeometry.hasTargets else { return result }
        // Matched geometry: lay out, note where the sources are, lay out again with the targets
        // matched to them (spec advanced-layout.md §2.10), until the sources stay put (a target that
        // changes size may move a source; the second time it does not change size again).
        var (sources, warnings) = Self.matchedSources(result)
        for _ in 0..<Self.matchingPasses where !sources.isEmpty && sources != builder.matchedGeometry.sources {
            builder.matchedGeometry.sources = sources
            root.clearCaches()
            result = try pass(in: proposal)
            sources = Self.matchedSources(result).sources
        }
        result.warnings += warnings
        return result
    }

    /// Passes that match geometry, past the first: enough for sources moved by their targets.
    private static let matchingPasses = 3

    /// Each group's source frame, the first in tree order; a second source is SwiftUI's warning.
    private static func matchedSources(_ result: LayoutResult) -> (sources: [String: Rect], warnings: [LayoutWarning]) {
        var sources: [String: Rect] = [:]
        var warnings: [LayoutWarning] = []
        for placed in result.nodes {
            guard let matched = placed.node.algorithm as? MatchedGeometryLayout, matched.effect.isSource else { continue }
            if sources[matched.effect.group] == nil {
                sources[matched.effect.group] = placed.drawn ?? placed.frame
            } else {
                warnings.append(LayoutWarning(node: placed.id, nodeLabel: placed.label,
                                              text: Message.matchedSourceTwice.filled([matched.effect.group])))
            }
        }
        return (sources, warnings)
    }

    private func pass(in proposal: ProposedViewSize) throws -> LayoutResult {
        let context = LayoutContext(options: options, builder: builder)
        builder.window.proposal = proposal
        let size = try context.size(of: root, proposal, because: Message.rootIsSafeArea.filled([]))
        context.phase = .placement
        let origin = Point(x: centred(proposal.width, size.width), y: centred(proposal.height, size.height))
        context.recordRoot(root, origin: origin, proposal: proposal)
        var nodes: [PlacedNode] = []
        nodes.reserveCapacity(max(lastCount, builder.nextID))
        try place(root, proposal: proposal, origin: origin, parent: nil, depth: 0, role: .primary,
                  transform: .identity, rightToLeft: false, context: context, into: &nodes)
        lastCount = nodes.count
        return LayoutResult(proposal: proposal, nodes: nodes, trace: context.trace,
                            warnings: builder.warnings + context.warnings, textMetrics: options.textMetrics)
    }

    /// The root's answer to each proposal: the book's sweeps (B1360–1398).
    public func sweep(_ proposals: [ProposedViewSize]) throws -> [SweepPoint] {
        try proposals.map { p in
            let context = LayoutContext(options: options, builder: builder)
            return SweepPoint(proposal: p, size: try context.size(of: root, p))
        }
    }

    /// (proposal − size) / 2, or 0 when either is not a finite number.
    private func centred(_ proposed: Double?, _ size: Double) -> Double {
        guard let proposed, proposed.isFinite, size.isFinite else { return 0 }
        return (proposed - size) / 2
    }

    /// `size` is the node's answer to `proposal` when its parent's placement already has it.
    private func place(_ node: LayoutNode, proposal: ProposedViewSize, size known: Size? = nil, origin: Point, parent: Int?, depth: Int,
                       role: PlacedNode.Role, transform: ViewTransform, rightToLeft: Bool, context: LayoutContext,
                       into nodes: inout [PlacedNode]) throws {
        context.placementDepth = depth
        let size = try known ?? context.size(of: node, proposal)
        let frame = Rect(origin: origin, size: size)
        var transform = transform
        if let effect = node.effect { transform = transform.concatenating(effect.transform(for: frame)) }
        if node.mayMoveDrawing, let moved = try context.acting(as: node, { try node.algorithm.drawingTransform(frame: frame, context: context) }) {
            transform = transform.concatenating(moved)
        }
        var drawnFrame = frame
        if node.mayDrawAtAnotherSize, let drawnSize = try context.acting(as: node, {
            try node.algorithm.drawnSize(size: size, proposal: proposal, children: node.children, context: context)
        }) {
            drawnFrame.size = drawnSize
        }
        drawnFrame = transform == .identity ? drawnFrame : transform.apply(drawnFrame)
        // An infinite frame (under an ∞ proposal) has no drawing position: ∞ − ∞ would be NaN.
        if drawnFrame.minX.isNaN || drawnFrame.minY.isNaN || drawnFrame.width.isNaN || drawnFrame.height.isNaN {
            drawnFrame = frame
        }
        if let anchor = node.anchor { context.anchorFrames[ObjectIdentifier(anchor)] = frame }
        let index = nodes.count
        nodes.append(PlacedNode(node: node, frame: frame, drawn: drawnFrame == frame ? nil : drawnFrame, transform: transform,
                                proposal: proposal, parent: parent, depth: depth, subtreeEnd: index + 1, role: role))
        guard node.mayPlaceChildren else { return }
        context.placementDepth = depth + 1
        // A named coordinate space is visible to this node's subtree only: the node that names one
        // puts the enclosing names back when its subtree is placed (and only it changes them).
        let enclosingSpaces = node.coordinateSpace.map { _ in (context.namedSpaces, context.namedTransforms) }
        defer { if let enclosingSpaces { (context.namedSpaces, context.namedTransforms) = enclosingSpaces } }
        if let name = node.coordinateSpace { (context.namedSpaces[name], context.namedTransforms[name]) = (origin, transform) }
        context.placingOrigin = origin
        context.placingTransform = transform
        let rightToLeft = node.setsRightToLeft ?? rightToLeft
        // A plain leaf drawn where it is laid out (no transform above it) is recorded here: its
        // frame is all `place` would work out for it, and the call cost more than that (most of a
        // big list's or a row's nodes are such leaves).
        let recordsLeaves = !context.isTracing && transform == .identity
        /// Places the child the algorithm placed `i`th, as its placement says. Given the placement's
        /// fields rather than the placement: read where they are, they are not copied (a copy of the
        /// whole would retain its texts).
        func placeChild(_ child: LayoutNode, at offset: Point, proposal: ProposedViewSize, size: Size?, _ i: Int) throws {
            var childOrigin = Point(x: origin.x + offset.x, y: origin.y + offset.y)
            if !childOrigin.x.isFinite || !childOrigin.y.isFinite {
                context.warn(child, Message.nonFinitePosition.filled([]))
                childOrigin = Point(x: childOrigin.x.isFinite ? childOrigin.x : origin.x,
                                    y: childOrigin.y.isFinite ? childOrigin.y : origin.y)
            }
            let role = i > 0 ? node.secondaryRole : .primary
            if recordsLeaves, child.isPlainLeaf, let size {
                nodes.append(PlacedNode(node: child, frame: Rect(origin: childOrigin, size: size), drawn: nil,
                                        transform: transform, proposal: proposal, parent: index, depth: depth + 1,
                                        subtreeEnd: nodes.count + 1, role: role))
                return
            }
            // A presented layer is in the window's space: no offset or scale above it moves it.
            try place(child, proposal: proposal, size: size, origin: childOrigin,
                      parent: index, depth: depth + 1, role: role, transform: role == .presented ? .identity : transform,
                      rightToLeft: rightToLeft, context: context, into: &nodes)
        }
        if node.placesOnlyChild && !rightToLeft {
            // A modifier places its one child, with no array made for it (right to left, the general
            // path below mirrors the placement).
            try context.acting(as: node) {
                if let only = try node.algorithm.placeOnlyChild(size: size, proposal: proposal, children: node.children, context: context) {
                    if context.isTracing { context.recordPlacement(only, by: node) }
                    try placeChild(only.child, at: only.origin, proposal: only.proposal, size: only.size, 0)
                }
            }
        } else {
            var placements = try context.acting(as: node) {
                try node.algorithm.placeChildren(size: size, proposal: proposal, children: node.children, context: context)
            }
            if rightToLeft {
                // Right to left, a parent places each child where it would go left to right, mirrored
                // across its own width: leading edges, stack order and alignment flip, sizes do not
                // (not in source: SwiftUI's `LayoutDirection` documentation; the books never set it).
                placements = try placements.map { p in
                    let width = try context.size(of: p.child, p.proposal).width
                    var mirrored = p
                    mirrored.origin.x = size.width - p.origin.x - width
                    mirrored.reason = p.reason + Message.rightToLeft.filled([
                        "\(formatNumber(size.width))−\(formatNumber(p.origin.x))−\(formatNumber(width)) = \(formatNumber(mirrored.origin.x))"])
                    return mirrored
                }
            }
            try context.acting(as: node) {
                for i in placements.indices {
                    if context.isTracing { context.recordPlacement(placements[i], by: node) }
                    try placeChild(placements[i].child, at: placements[i].origin, proposal: placements[i].proposal, size: placements[i].size, i)
                }
            }
        }
        nodes[index].subtreeEnd = nodes.count
    }
}

/// One point of a sweep: what the view measured for one proposal.
public struct SweepPoint: Sendable, Equatable {
    public var proposal: ProposedViewSize
    public var size: Size
}

/// The entry points the CLI and REPL call.
public enum LayoutEngine {
    /// Lays out `view` in `proposal` (320×480 by default, the book's safe area).
    public static func layout(_ view: ViewValue, in proposal: ProposedViewSize = LayoutOptions.bookProposal,
                              options: LayoutOptions = LayoutOptions()) throws -> LayoutResult {
        try LayoutTree(view, options: options).layout(in: proposal)
    }

    /// The root's size for each proposal, as the book's proposal sweeps show (B1360–1398).
    public static func sweep(_ view: ViewValue, proposals: [ProposedViewSize],
                             options: LayoutOptions = LayoutOptions()) throws -> [SweepPoint] {
        try LayoutTree(view, options: options).sweep(proposals)
    }
}
