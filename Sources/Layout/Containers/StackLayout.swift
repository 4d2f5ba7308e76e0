import ViewlabModel

/// HStack and VStack, written once for both axes (B1776–1823). For an HStack proposed W×H with
/// spacing s and n children:
///
/// 1. W nil: every child is proposed nil×H, so it takes its ideal width (B1813).
///    W ∞ (the maximum probe): every child is proposed ∞×H, nothing is subtracted (spec §8.2).
/// 2. Otherwise each child's flexibility comes from probing it with 0×H and ∞×H (B1811).
/// 3. Children are grouped by layout priority (B1812); a Spacer's is −∞ (ext).
/// 4. remaining = W − Σmin − s·(n−1) (B1813).
/// 5. Per group, highest priority first: remaining += the group's Σmin (B1817); the least flexible
///    child goes first (B1819, stable for ties, §8.4) and is proposed max(0, remaining ÷ k) for the
///    k children left (B1820); remaining −= its answer (B1821).
/// 6. Children are placed in declaration order (B1290); the stack's width is Σ widths + spacing,
///    with no spacing before a 0×0 child (§8.5).
/// 7. Across: y = −guide, the union gives the height (B2031–2040), `.center` by default (B1890).
///
/// Placement re-proposes each child its allocated width × the stack's final height (§8.1).
///
///     HStack(spacing: 0) { Color.cyan; Text(T); Color.teal } at 180×180, T ideal 100, 50×40 at 60:
///     text first, 180 ÷ 3 = 60 → 50; cyan 130 ÷ 2 = 65; teal 65 ÷ 1 = 65   (B1782–1801)
///
/// A probe is skipped when its answer cannot change the result: with one priority group the
/// minimums cancel out of `remaining`, and a group of one child needs no flexibility sort.
final class StackLayout: LayoutAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?
    /// Allocations per proposal, so placement re-proposes the lengths sizing chose.
    private var allocations: [(ProposedViewSize, [Double?])] = []

    init(axis: Axis, alignment: AlignmentKey, spacing: Double?) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        if children.isEmpty { context.because("no children: 0×0"); return .zero }
        let cross = proposal[axis.other]
        let lengths = try allocate(proposal, children: children, context: context)
        var extent: (lo: Double, hi: Double)?
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for (child, length) in zip(children, lengths) {
            let p = ProposedViewSize(axis, main: length, cross: cross)
            let size = try context.size(of: child, p)
            sizes.append(size)
            let top = -(try context.guide(alignment, of: child, size: size, proposal: p))
            extent = (min(extent?.lo ?? top, top), max(extent?.hi ?? top + size[axis.other], top + size[axis.other]))
        }
        // Σ lengths + spacing, with no spacing before a 0×0 child (§8.5); ∞ + finite = ∞ (§8.2).
        let s = spacing ?? context.options.defaultSpacing
        let gaps = max(0, sizes.filter { $0 != .zero }.count - 1)
        let main = sizes.reduce(0) { $0 + $1[axis] } + Double(gaps) * s
        let crossLength = extent.map { $0.hi - $0.lo } ?? 0
        context.because("\(axis.letter) " + sizes.map { formatNumber($0[axis]) }.joined(separator: "+")
                        + (gaps == 0 ? "" : " + \(gaps)·\(formatNumber(s))")
                        + "; \(axis.other.letter) from aligning on \(alignment)")
        return Size(axis, main: main, cross: crossLength)
    }

    /// Steps 1–5: the length each child is proposed along the axis.
    private func allocate(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> [Double?] {
        for (p, lengths) in allocations where p == proposal { return lengths }
        let cross = proposal[axis.other]
        let lengths: [Double?]
        if let total = proposal[axis], total.isFinite, !ignoresProposal(children: children) {
            lengths = try distribute(total, cross: cross, proposal: proposal, children: children, context: context)
        } else {
            // Children that ignore proposals need no distribution: any length gives the same answers.
            let why = proposal[axis] == nil ? "nil on the stack's axis: ideal (B1813)"
                : proposal[axis]!.isInfinite ? "∞: every child gets ∞ (§8.2)" : "fixed-size children: no distribution needed"
            for child in children {
                _ = try context.size(of: child, ProposedViewSize(axis, main: proposal[axis], cross: cross), because: why)
            }
            lengths = Array(repeating: proposal[axis], count: children.count)
        }
        allocations.append((proposal, lengths))
        return lengths
    }

    private func distribute(_ total: Double, cross: Double?, proposal: ProposedViewSize, children: [LayoutNode],
                            context: LayoutContext) throws -> [Double?] {
        let s = spacing ?? context.options.defaultSpacing
        let n = children.count
        var groups: [Double: [Int]] = [:]
        for (i, child) in children.enumerated() { groups[child.priority, default: []].append(i) }
        let priorities = groups.keys.sorted(by: >)
        let needsMinimum = priorities.count > 1
        var minimum = [Double?](repeating: nil, count: n), maximum = [Double?](repeating: nil, count: n)
        for (i, child) in children.enumerated() {
            let sortsGroup = groups[child.priority]!.count > 1
            if needsMinimum || sortsGroup {
                minimum[i] = try context.size(of: child, ProposedViewSize(axis, main: 0, cross: cross), probe: true,
                                              because: "minimum probe (B1811)")[axis]
            }
            if sortsGroup {
                maximum[i] = try context.size(of: child, ProposedViewSize(axis, main: .infinity, cross: cross), probe: true,
                                              because: "maximum probe (B1811)")[axis]
            }
        }
        let sumMin = minimum.reduce(0) { $0 + ($1 ?? 0) }
        var remaining = total - sumMin - s * Double(n - 1)
        let start = "\(formatNumber(total)) − \(formatNumber(sumMin)) − \(formatNumber(s))·\(n - 1) = \(formatNumber(remaining))"
        var lengths = [Double?](repeating: nil, count: n)
        var rows: [(index: Int, row: StackDistribution.Row)] = []
        var order = 0
        for priority in priorities {
            let members = groups[priority]!
            remaining += members.reduce(0) { $0 + (minimum[$1] ?? 0) }
            // Least flexible first (B1819); `sorted` is not stable, so ties compare positions (§8.4).
            let sorted = members.sorted {
                let a = flexibility(minimum[$0], maximum[$0]), b = flexibility(minimum[$1], maximum[$1])
                return a != b ? a < b : $0 < $1
            }
            for (k, index) in sorted.enumerated() {
                let left = sorted.count - k
                let share = max(0, remaining / Double(left))
                let shareText = context.isTracing
                    ? (remaining < 0 ? "max(0, \(formatNumber(remaining)) ÷ \(left))" : "\(formatNumber(remaining)) ÷ \(left)")
                    : ""
                let answer = try context.size(of: children[index], ProposedViewSize(axis, main: share, cross: cross),
                                              because: shareText)[axis]
                lengths[index] = share
                remaining -= answer
                order += 1
                if context.isTracing {
                    rows.append((index, .init(child: children[index].id, minimum: minimum[index], maximum: maximum[index],
                                      priority: priority, order: order, proposed: share, reported: answer,
                                      remaining: remaining, share: shareText)))
                }
            }
        }
        if context.isTracing, let stack = context.current {
            context.record(StackDistribution(stack: stack.id, axis: axis, proposal: proposal, start: start,
                                             rows: rows.sorted { $0.index < $1.index }.map(\.row), isProbe: false))
        }
        return lengths
    }

    private func flexibility(_ lo: Double?, _ hi: Double?) -> Double {
        guard let lo, let hi else { return 0 }
        return hi - lo
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let lengths = try allocate(proposal, children: children, context: context)
        let crossLength = size[axis.other]
        var sizes: [Size] = [], offsets: [Double] = []
        sizes.reserveCapacity(children.count)
        offsets.reserveCapacity(children.count)
        for (child, length) in zip(children, lengths) {
            let p = ProposedViewSize(axis, main: length, cross: crossLength)
            let size = try context.size(of: child, p,
                                        because: "placement re-proposes: allocated length × final \(self.axis.other.letter) (§8.1)")
            sizes.append(size)
            offsets.append(-(try context.guide(alignment, of: child, size: size, proposal: p)))
        }
        let top = offsets.min() ?? 0
        let s = spacing ?? context.options.defaultSpacing
        var cursor = 0.0, seenContent = false
        var placements: [Placement] = []
        placements.reserveCapacity(children.count)
        for i in children.indices {
            let isEmpty = sizes[i] == .zero
            if seenContent && !isEmpty { cursor += s }
            let crossPosition = offsets[i] - top
            let origin = Point(axis, main: cursor, cross: crossPosition)
            let reason = context.isTracing
                ? "\(axis == .horizontal ? "x" : "y") = \(formatNumber(cursor)); \(axis == .horizontal ? "y" : "x") = "
                    + "\(formatNumber(-top)) − \(formatNumber(-offsets[i])) = \(formatNumber(crossPosition)) [\(alignment)]"
                : ""
            placements.append(Placement(child: children[i], origin: origin,
                                        proposal: ProposedViewSize(axis, main: lengths[i], cross: crossLength), reason: reason))
            cursor += sizes[i][axis]
            seenContent = seenContent || !isEmpty
        }
        return placements
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        try propagatedGuide(key, size: size, proposal: proposal, children: children, context: context, algorithm: self)
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { !children.contains { !$0.ignoresProposal } }

    func clearCache() { allocations.removeAll(keepingCapacity: true) }
}

/// Containers answer built-in guides themselves but pass on custom guides and baselines from their
/// children: the first child with an explicit value (the last, for `.lastTextBaseline`), at the
/// child's origin plus that value (B2131–2186; spec §2.5, §7 "first child wins").
func propagatedGuide(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                     context: LayoutContext, algorithm: LayoutAlgorithm) throws -> Double? {
    guard key.propagatesThroughContainers else { return nil }
    var placements = try algorithm.placeChildren(size: size, proposal: proposal, children: children, context: context)
    if key == .lastTextBaseline { placements.reverse() }
    for placement in placements {
        let child = try context.dimensions(of: placement.child, placement.proposal)
        if let value = try child.explicitGuide(key) {
            return value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y)
        }
    }
    return nil
}
