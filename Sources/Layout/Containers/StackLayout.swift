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
    /// Distributed allocations per proposal, so placement re-proposes the lengths sizing chose.
    private var allocations: [(ProposedViewSize, [Double?])] = []
    /// Each child's answer and cross-axis start as the last sizing found them, for `measuredProposal`.
    /// Placement re-proposes the same lengths; when it proposes the same cross length too (the stack
    /// is as long across as it was proposed), its answers and guides are these, and it takes them
    /// rather than asking every child again. `measuredProposal` is nil when the proposal had no
    /// length across, or a child may set an explicit guide, which is asked again (it may run a
    /// learner's closure).
    @exclusivity(unchecked) private var measured: (children: [(size: Size, start: Double)], extent: AlignedExtent) = ([], AlignedExtent())
    @exclusivity(unchecked) private var measuredProposal: ProposedViewSize?
    /// Whether `measured` holds for any proposal: the children ignore proposals, so their answers
    /// and default guides are the same whatever they are asked (kept only when not tracing, since
    /// placement's questions are then in the trace).
    @exclusivity(unchecked) private var measuredForAnyProposal = false

    init(axis: Axis, alignment: AlignmentKey, spacing: Double?) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing
    }

    /// The lengths the children are proposed along the axis: one for all of them (nil, ∞, or
    /// children that ignore proposals), or each its share of the distribution.
    private enum Lengths {
        case uniform(Double?, why: Uniformity)
        /// `answers`: each child's answer to its length, when the distribution has just asked.
        case distributed([Double?], answers: [Size]?)

        subscript(index: Int) -> Double? {
            switch self {
            case .uniform(let length, _): length
            case .distributed(let lengths, _): lengths[index]
            }
        }
    }

    /// Why every child is proposed one length: the trace's message, made only when it is recording
    /// (a case rather than the message keeps `Lengths` free of strings to retain).
    private enum Uniformity {
        case nilAxis, infinite, fixedChildren

        var message: Message {
            switch self {
            case .nilAxis: Message.stackNilAxis
            case .infinite: Message.stackInfinite
            case .fixedChildren: Message.stackFixedChildren
            }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        if children.isEmpty { context.because(Message.stackEmpty.filled([])); return .zero }
        let cross = proposal[axis.other]
        let lengths = try allocate(proposal, children: children, context: context)
        var extent = AlignedExtent()
        var main = 0.0, spaced = 0.0
        var gaps: [Double] = []
        // The last child with a size, by position: holding the node itself would retain each child.
        var previous: Int?
        var shown: [String] = []
        // Placement proposes a length across, so answers to no length across are reused only when
        // they hold for any proposal.
        let fitsAnyProposal = !context.isTracing && ignoresProposal(children: children)
        var keepsAnswers = cross != nil || fitsAnyProposal
        measuredProposal = nil
        measuredForAnyProposal = false
        if keepsAnswers { measured.children.removeAll(keepingCapacity: true) }
        for (index, child) in children.enumerated() {
            let p = ProposedViewSize(axis, main: lengths[index], cross: cross)
            let size: Size
            switch lengths {
            case .uniform(_, let why): size = try context.size(of: child, p, because: why.message.filled([]))
            // The distribution has just asked this (the trace shows a question once).
            case .distributed(_, let answers?): size = answers[index]
            case .distributed: size = try context.size(of: child, p)
            }
            main += size[axis]
            if size != .zero {
                if let previous {
                    let gap = try gap(children[previous], child, context)
                    spaced += gap
                    if context.isTracing { gaps.append(gap) }
                }
                previous = index
            }
            if context.isTracing { shown.append(formatNumber(size[axis])) }
            let start = -(try context.guide(alignment, of: child, size: size, proposal: p))
            extent.add(start: start, length: size[axis.other])
            if keepsAnswers {
                measured.children.append((size, start))
                keepsAnswers = !child.mayHaveExplicitGuides
            }
        }
        if keepsAnswers { (measuredProposal, measured.extent, measuredForAnyProposal) = (proposal, extent, fitsAnyProposal) }
        // Σ lengths + spacing, with no spacing before a 0×0 child (§8.5); ∞ + finite = ∞ (§8.2).
        main += spaced
        context.because(Message.stackReports.filled(with: [axis.word, shown.joined(separator: "+") + Self.describe(gaps),
                                                           axis.other.word, "\(alignment)"]))
        return Size(axis, main: main, cross: extent.length)
    }

    /// Steps 1–5: the length each child is proposed along the axis.
    private func allocate(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Lengths {
        guard let total = proposal[axis], total.isFinite else {
            return .uniform(proposal[axis], why: proposal[axis] == nil ? .nilAxis : .infinite)
        }
        // Children that ignore proposals need no distribution: any length gives the same answers.
        if ignoresProposal(children: children) { return .uniform(total, why: .fixedChildren) }
        for (p, lengths) in allocations where p == proposal { return .distributed(lengths, answers: nil) }
        let (lengths, answers) = try distribute(total, cross: proposal[axis.other], proposal: proposal, children: children, context: context)
        allocations.append((proposal, lengths))
        return .distributed(lengths, answers: answers)
    }

    /// What the probes found of one child (B1811): its lengths at 0 and at ∞ along the axis, and their difference.
    private struct Probe {
        var minimum: Double?
        var maximum: Double?
        /// max − min; a child that is infinitely long even at its minimum counts as inflexible (∞ − ∞).
        var flexibility: Double {
            let flex = minimum.flatMap { lo in maximum.map { $0 - lo } } ?? 0
            return flex.isNaN ? 0 : flex
        }
    }

    // Five arrays a call (the order, the probes, the lengths and answers it returns): a big list
    // distributes each row, and each array made and freed cost ~250 instructions.
    private func distribute(_ total: Double, cross: Double?, proposal: ProposedViewSize, children: [LayoutNode],
                            context: LayoutContext) throws -> (lengths: [Double?], answers: [Size]) {
        let n = children.count
        var gapTotal = 0.0
        var gaps: [Double] = []
        for i in 0..<max(0, n - 1) {
            let gap = try gap(children[i], children[i + 1], context)
            gapTotal += gap
            if context.isTracing { gaps.append(gap) }
        }
        // Priority groups, highest first (B1812); declaration order inside each group. Most stacks
        // give no child a priority: one group, in declaration order, with nothing to sort.
        var order = Array(children.indices)
        let first = children[0].priority
        let isOneGroup = children.allSatisfy { $0.priority == first }
        if !isOneGroup { Self.sortKeepingTies(&order[...]) { children[$0].priority > children[$1].priority } }
        /// Each group's positions in `order`, highest priority first.
        func forEachGroup(_ body: (Range<Int>) throws -> Void) rethrows {
            var start = 0
            while start < n {
                var end = start + 1
                while end < n, children[order[end]].priority == children[order[start]].priority { end += 1 }
                try body(start..<end)
                start = end
            }
        }
        var probes = Self.filled(Probe(), n)
        try forEachGroup { group in
            let sortsGroup = group.count > 1
            guard !isOneGroup || sortsGroup else { return }
            for i in order[group] {
                let child = children[i]
                // A view that takes any length answers 0 and ∞ (B1404): asked only for the trace.
                if child.takesProposedLength && !context.isTracing {
                    probes[i] = Probe(minimum: 0, maximum: sortsGroup ? .infinity : nil)
                    continue
                }
                probes[i].minimum = try context.size(of: child, ProposedViewSize(axis, main: 0, cross: cross), probe: true,
                                                     because: Message.minimumProbe.filled([]))[axis]
                if sortsGroup {
                    probes[i].maximum = try context.size(of: child, ProposedViewSize(axis, main: .infinity, cross: cross), probe: true,
                                                         because: Message.maximumProbe.filled([]))[axis]
                }
            }
        }
        let sumMin = probes.reduce(0) { $0 + ($1.minimum ?? 0) }
        var remaining = total - sumMin - gapTotal
        let start = context.isTracing
            ? "\(formatNumber(total)) − \(formatNumber(sumMin))" + Self.describe(gaps, sign: "−", whenNone: spacing ?? context.options.defaultSpacing) + " = \(formatNumber(remaining))" : ""
        var lengths = Self.filled(Double?.none, n)
        var answers = Self.filled(Size.zero, n)
        var rows: [(index: Int, row: StackDistribution.Row)] = []
        var asked = 0
        try forEachGroup { group in
            let priority = children[order[group.lowerBound]].priority
            remaining += order[group].reduce(0) { $0 + (probes[$1].minimum ?? 0) }
            // The least flexible first (B1819), ties in declaration order (§8.4).
            Self.sortKeepingTies(&order[group]) { probes[$0].flexibility < probes[$1].flexibility }
            for (k, index) in order[group].enumerated() {
                let left = group.count - k
                let share = max(0, remaining / Double(left))
                let shareText = context.isTracing
                    ? (remaining < 0 ? "max(0, \(formatNumber(remaining)) ÷ \(left))" : "\(formatNumber(remaining)) ÷ \(left)")
                    : ""
                answers[index] = try context.size(of: children[index], ProposedViewSize(axis, main: share, cross: cross),
                                                  because: Message.leastFlexibleFirst.filled([shareText]))
                let answer = answers[index][axis]
                lengths[index] = share
                remaining -= answer
                asked += 1
                if context.isTracing {
                    rows.append((index, .init(child: children[index].id, minimum: probes[index].minimum, maximum: probes[index].maximum,
                                      priority: priority, order: asked, proposed: share, reported: answer,
                                      remaining: remaining, share: shareText)))
                }
            }
        }
        if context.isTracing, let stack = context.current {
            context.record(StackDistribution(stack: stack.id, axis: axis, proposal: proposal, start: start,
                                             rows: rows.sorted { $0.index < $1.index }.map(\.row), isProbe: false))
        }
        return (lengths, answers)
    }

    /// `count` copies of `value`, made by appending to room reserved at once: `Array(repeating:count:)`
    /// allocates through the standard library's unspecialized path, which looks the array's type up
    /// in the runtime at every call (~600 instructions; four arrays for each of a 10,000-row list's rows).
    private static func filled<T>(_ value: T, _ count: Int) -> [T] {
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(value) }
        return values
    }

    /// Sorts positions (in declaration order) in place so that `precedes` holds, ties keeping their
    /// order. Positions already in order are left; a few are sorted by insertion, which keeps ties
    /// (`sorted` is not stable, and its closure cost a row of a big list ~600 instructions); many by
    /// `sort`, ties by position.
    private static func sortKeepingTies(_ positions: inout ArraySlice<Int>, by precedes: (Int, Int) -> Bool) {
        if zip(positions, positions.dropFirst()).allSatisfy({ !precedes($1, $0) }) { return }
        guard positions.count <= 16 else {
            positions.sort { precedes($0, $1) || !precedes($1, $0) && $0 < $1 }
            return
        }
        for i in positions.indices.dropFirst() {
            let member = positions[i]
            var j = i
            while j > positions.startIndex, precedes(member, positions[j - 1]) { positions[j] = positions[j - 1]; j -= 1 }
            positions[j] = member
        }
    }

    /// The gap between two neighbours: the stack's `spacing:`, else the room they want (ViewSpacing).
    private func gap(_ first: LayoutNode, _ second: LayoutNode, _ context: LayoutContext) throws -> Double {
        try spacing ?? context.gap(between: first, and: second, along: axis)
    }

    /// The gaps as the trace writes them: ` + 2·8` (sizing) or ` − 8·2` (distribution) when they
    /// are all one length, else each.
    private static func describe(_ gaps: [Double], sign: String = "+", whenNone gap: Double? = nil) -> String {
        guard let first = gaps.first else { return gap.map { " \(sign) \(formatNumber($0))·0" } ?? "" }
        if gaps.allSatisfy({ $0 == first }) {
            return gap == nil ? " \(sign) \(gaps.count)·\(formatNumber(first))" : " \(sign) \(formatNumber(first))·\(gaps.count)"
        }
        return " \(sign) (" + gaps.map(formatNumber).joined(separator: "+") + ")"
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let lengths = try allocate(proposal, children: children, context: context)
        let crossLength = size[axis.other]
        var placed: [(size: Size, start: Double)] = []
        var extent = AlignedExtent()
        if measured.children.count == children.count
            && (measuredForAnyProposal || measuredProposal == proposal && proposal[axis.other] == crossLength) {
            (placed, extent) = measured
        } else {
            placed.reserveCapacity(children.count)
            for (index, child) in children.enumerated() {
                let p = ProposedViewSize(axis, main: lengths[index], cross: crossLength)
                let size = try context.size(of: child, p,
                                            because: Message.stackReproposes.filled(with: [self.axis.other.word]))
                let start = -(try context.guide(alignment, of: child, size: size, proposal: p))
                placed.append((size, start))
                extent.add(start: start, length: size[axis.other])
            }
        }
        var cursor = 0.0
        var previous: LayoutNode?
        var placements: [Placement] = []
        placements.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            let (childSize, start) = placed[i]
            let isEmpty = childSize == .zero
            if !isEmpty, let previous { cursor += try gap(previous, child, context) }
            let crossPosition = extent.position(of: start)
            let origin = Point(axis, main: cursor, cross: crossPosition)
            let reason = context.isTracing
                ? Bilingual(formula: "\(axis == .horizontal ? "x" : "y") = \(formatNumber(cursor)); \(axis == .horizontal ? "y" : "x") = "
                    + "\(formatNumber(-extent.start)) − \(formatNumber(-start)) = \(formatNumber(crossPosition)) [\(alignment)]")
                : .empty
            placements.append(Placement(child: child, origin: origin,
                                        proposal: ProposedViewSize(axis, main: lengths[i], cross: crossLength), reason: reason,
                                        size: childSize))
            cursor += childSize[axis]
            if !isEmpty { previous = child }
        }
        return placements
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        try propagatedGuide(key, size: size, proposal: proposal, children: children, context: context, algorithm: self)
    }

    func ignoresProposal(children: [LayoutNode]) -> Bool { !children.contains { !$0.ignoresProposal } }

    func clearCache() {
        allocations.removeAll(keepingCapacity: true)
        measuredProposal = nil
        measuredForAnyProposal = false
    }
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
