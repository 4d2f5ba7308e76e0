import ViewlabModel

/// A learner's `Layout` (spec pro-swiftui-4-6.md §2.1, advanced-layout.md §2.2): sized by its
/// `sizeThatFits`, which measures the subviews it asks about, and placed by its `placeSubviews`,
/// which places each subview with `place(at:anchor:proposal:)`. Each call is a step of the trace.
///
///     FlowLayout { three 100×20 views } at 250×nil: 210×50, the third on a second line (TiS L3440)
final class CustomLayoutAlgorithm: LayoutAlgorithm {
    let layout: CustomLayout

    init(_ layout: CustomLayout) { self.layout = layout }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let subviews = Subviews(children, context: context, name: layout.name)
        let size = try layout.sizeThatFits(proposal, subviews)
        // A NaN answer is the engine's to report, as for any view (LayoutContext), and so is an
        // infinite one for a finite proposal (`reportsInfiniteSizes`).
        context.because(Bilingual(formula: "\(layout.name).sizeThatFits(proposal: \(proposal)) → \(size)"))
        return size
    }

    /// A learner's size must be finite unless the proposal was (advanced-layout.md §2.2 item 1).
    var reportsInfiniteSizes: Bool { true }

    /// `spacing(subviews:cache:)` when the layout declares it, else its subviews' values merged
    /// (advanced-layout.md §2.2 item 5, [design]); nil (the default gap) without subviews.
    func spacing(children: [LayoutNode], context: LayoutContext) throws -> ViewSpacing? {
        if let spacing = layout.spacing { return try spacing(Subviews(children, context: context, name: layout.name)) }
        guard let first = children.first else { return nil }
        return try children.dropFirst().reduce(try context.spacing(of: first)) { try $0.union(context.spacing(of: $1)) }
    }

    /// The bounds are where the view is (SwiftUI's `bounds.origin` is not (0, 0)), so a layout that
    /// places from (0, 0) puts its subviews where it would on a device: in the wrong place.
    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let origin = context.placingOrigin
        let subviews = Subviews(children, context: context, name: layout.name)
        let bounds = Rect(origin: origin, size: size)
        try layout.placeSubviews(bounds, proposal, subviews)
        if let first = children.first, try placesFromZero(subviews, in: bounds) {
            context.warn(first, Message.placedFromZero.filled([layout.name, "\(origin)"]))
        }
        return try children.indices.map { i in
            guard let placed = subviews.placements[i] else {
                // SwiftUI centres a subview its layout never placed (advanced-layout.md §2.2, 4).
                context.warn(children[i], Message.subviewNotPlaced.filled([layout.name, "\(i)"]))
                let childSize = try context.size(of: children[i], .unspecified)
                return Placement(child: children[i], origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
                                 proposal: .unspecified, reason: context.isTracing ? Message.customNotPlaced.filled([]) : .empty)
            }
            let childSize = try context.size(of: children[i], placed.proposal)
            let topLeading = Point(x: placed.position.x - placed.anchor.x * childSize.width - origin.x,
                                   y: placed.position.y - placed.anchor.y * childSize.height - origin.y)
            let reason = context.isTracing
                ? Message.customPlaced.filled(["place(at: \(placed.position), anchor: (\(formatNumber(placed.anchor.x)), \(formatNumber(placed.anchor.y))), proposal: \(placed.proposal))", "\(origin)", placed.source])
                : .empty
            return Placement(child: children[i], origin: topLeading, proposal: placed.proposal, reason: reason)
        }
    }

    var setsExplicitGuides: Bool { layout.explicitAlignment != nil }

    /// The layout's own guide, asked in bounds at (0, 0), so that its answer is already relative to
    /// the view (SwiftUI's answer is in the parent's space, at the bounds' origin).
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        try layout.explicitAlignment?(key, Rect(origin: .zero, size: size), proposal, Subviews(children, context: context, name: layout.name))
    }

    /// Whether the placements miss `bounds` but would fill it had they been made from its origin:
    /// the learner left out `bounds.minX`/`bounds.minY` (spec pro-swiftui-4-6.md §2.1 R3).
    private func placesFromZero(_ subviews: Subviews, in bounds: Rect) throws -> Bool {
        guard bounds.origin != .zero else { return false }
        var frames: [Rect] = []
        for (child, placed) in zip(subviews.children, subviews.placements) {
            guard let placed else { continue }
            let size = try subviews.context.size(of: child, placed.proposal)
            frames.append(Rect(origin: Point(x: placed.position.x - placed.anchor.x * size.width,
                                             y: placed.position.y - placed.anchor.y * size.height), size: size))
        }
        func inside(_ f: Rect, dx: Double, dy: Double) -> Bool {
            f.minX + dx >= bounds.minX - 0.5 && f.minY + dy >= bounds.minY - 0.5
                && f.maxX + dx <= bounds.maxX + 0.5 && f.maxY + dy <= bounds.maxY + 0.5
        }
        return !frames.isEmpty && !frames.allSatisfy { inside($0, dx: 0, dy: 0) }
            && frames.allSatisfy { inside($0, dx: bounds.minX, dy: bounds.minY) }
    }

    /// The proxies' side: measures through the context (so each answer is a traced step) and
    /// records placements; the last `place` of a subview wins, as in SwiftUI.
    private final class Subviews: LayoutSubviewsAccess {
        struct Placed { var position: Point; var anchor: UnitPoint; var proposal: ProposedViewSize; var source: String }
        let children: [LayoutNode]
        let context: LayoutContext
        let name: String
        var placements: [Placed?]

        init(_ children: [LayoutNode], context: LayoutContext, name: String) {
            self.children = children; self.context = context; self.name = name
            placements = Array(repeating: nil, count: children.count)
        }

        var count: Int { children.count }

        func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, source: @autoclosure () -> String) throws -> Size {
            try context.size(of: children[index], proposal, because: Message.customAsks.filled([name, "subviews[\(index)].sizeThatFits(\(proposal))", source()]))
        }

        func dimensions(_ index: Int, _ proposal: ProposedViewSize, source: @autoclosure () -> String) throws -> ViewDimensions {
            let d = try context.dimensions(of: children[index], proposal,
                                           because: Message.customAsks.filled([name, "subviews[\(index)].dimensions(in: \(proposal))", source()]))
            return ViewDimensions(width: d.width, height: d.height, lookup: { try d.guide($0) })
        }

        func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize, source: @autoclosure () -> String) throws {
            if placements[index] != nil { context.warn(children[index], Message.subviewPlacedTwice.filled([name, "\(index)"])) }
            if !position.x.isFinite || !position.y.isFinite {
                context.warn(children[index], Message.subviewPlacedAt.filled([name, "\(index)", "\(position)"]))
            }
            placements[index] = Placed(position: position, anchor: anchor, proposal: proposal, source: context.isTracing ? source() : "")
        }

        func priority(_ index: Int) -> Double { children[index].priority }

        func layoutValue(_ index: Int, key: String) -> (any LearnerValue)? { children[index].subviewValues.layoutValues[key] }

        /// The room the subview wants: the default gap for a built-in view (advanced-layout.md §2.2, 4).
        func spacing(_ index: Int) throws -> ViewSpacing { try context.spacing(of: children[index]) }
    }
}
