import ViewlabModel

/// The engine's side of a layout pass: it answers an algorithm's questions about its children,
/// remembering each answer per node and proposal, and records the trace.
///
/// The cache lives here, outside the algorithms (as taffy's `compute_cached_layout` wraps every
/// algorithm), so a stack that probes a child several times costs one measurement per distinct
/// proposal, and a view whose size ignores the proposal is measured once.
public final class LayoutContext {
    public let options: LayoutOptions
    /// True when the pass records a trace; algorithms build reasons only then.
    public let isTracing: Bool
    var trace = LayoutTrace()
    var phase = TraceEvent.Phase.sizing
    private var probeDepth = 0
    private var depth = 0
    /// The tree depth placement is working at, so placement's steps indent like sizing's.
    var placementDepth = 0
    /// Where the view whose children are being placed is, in the root's space: a learner's layout
    /// gets it as `bounds.origin`.
    public internal(set) var placingOrigin = Point.zero
    /// The named coordinate spaces around the view being placed, by name (`frame(in: .named(…))`).
    public internal(set) var namedSpaces: [String: Point] = [:]
    /// How the effects at and above the node being placed move its drawing, and each named space's.
    public internal(set) var placingTransform = ViewTransform.identity
    public internal(set) var namedTransforms: [String: ViewTransform] = [:]
    /// The frames, in the root's space, of the views with an `.anchorPreference` placed so far.
    public internal(set) var anchorFrames: [ObjectIdentifier: Rect] = [:]
    private var reasons: [Bilingual] = []
    /// The nodes whose algorithm is running, innermost last: the asker of `size(of:)`.
    private var asking: [LayoutNode] = []
    public private(set) var warnings: [LayoutWarning] = []
    private var warned: Set<String> = []
    /// Per node id, the questions already in the trace (asker and proposal), so an algorithm that
    /// asks a child again (a stack aligning children it has just sized) adds no repeated steps. A
    /// node is asked a handful of questions, so a short array per node beats hashing every one.
    private var asked: [[(parent: Int?, proposal: ProposedViewSize)]] = []
    let builder: TreeBuilder

    init(options: LayoutOptions, builder: TreeBuilder) {
        self.options = options; self.isTracing = options.recordsTrace; self.builder = builder
    }

    /// The node whose algorithm is running, the parent of the children it asks (known while tracing).
    public var current: LayoutNode? { asking.last }

    /// The room a view wants around it in a stack (`ViewSpacing`). Every built-in view wants the
    /// default gap, so only a tree with a learner's layout that answers `spacing(subviews:)` asks
    /// the views; the others take the gap at once.
    public func spacing(of node: LayoutNode) throws -> ViewSpacing {
        guard builder.hasLearnerSpacing else { return .uniform(options.defaultSpacing) }
        return try acting(as: node) { try node.algorithm.spacing(children: node.children, context: self) } ?? .uniform(options.defaultSpacing)
    }

    /// The gap between two stack children, the first before the second along `axis`.
    public func gap(between first: LayoutNode, and second: LayoutNode, along axis: Axis) throws -> Double {
        guard builder.hasLearnerSpacing else { return options.defaultSpacing }
        return try spacing(of: first).distance(to: spacing(of: second), along: axis)
    }

    /// Runs `body` as `node`'s algorithm, so the questions it asks are attributed to it in the trace.
    func acting<T>(as node: LayoutNode, _ body: () throws -> T) rethrows -> T {
        guard isTracing else { return try body() }
        asking.append(node)
        defer { asking.removeLast() }
        return try body()
    }

    /// The running algorithm proposes `proposal` to `child` and gets its answer (B1294–1297); with
    /// no algorithm running, the system proposes to the root. Probes (a stack's 0 and ∞ questions,
    /// B1811) are marked so `explain` can fold them away.
    public func size(of child: LayoutNode, _ proposal: ProposedViewSize, probe: Bool = false,
                     because reason: @autoclosure () -> Bilingual = .empty) throws -> Size {
        let proposal = sanitized(proposal, for: child)
        if isTracing { return try tracedSize(of: child, proposal, probe: probe, because: reason()) }
        if let cached = child.cachedSize(for: proposal) { return cached }
        child.measureCount += 1
        let size = sanitized(try child.algorithm.sizeThatFits(proposal, children: child.children, context: self), for: child, proposal: proposal)
        child.remember(size, for: proposal)
        return size
    }

    /// `size(of:)` while recording: the proposal, the report and everything in between.
    private func tracedSize(of child: LayoutNode, _ proposal: ProposedViewSize, probe: Bool,
                            because reason: @autoclosure () -> Bilingual) throws -> Size {
        let parent = asking.last
        if probe { probeDepth += 1 }
        defer { if probe { probeDepth -= 1 } }
        if let cached = child.cachedSize(for: proposal) {
            if phase == .sizing && firstTimeAsked(child, by: parent, proposal) {
                record(.propose, actor: parent?.id, target: child.id, proposal: proposal, reason: reason())
                record(.report, actor: child.id, size: cached, cached: true,
                       reason: (child.ignoresProposal ? Message.sizeIgnoresProposal : Message.cachedAnswer).filled([]))
            }
            return cached
        }
        _ = firstTimeAsked(child, by: parent, proposal)
        register(child, parent: parent)
        record(.propose, actor: parent?.id, target: child.id, proposal: proposal, reason: reason())
        reasons.append(.empty)
        depth += 1
        asking.append(child)
        child.measureCount += 1
        let answer: Size
        do {
            answer = try child.algorithm.sizeThatFits(proposal, children: child.children, context: self)
        } catch {
            asking.removeLast(); depth -= 1
            reasons.removeLast()
            throw error
        }
        asking.removeLast(); depth -= 1
        let size = sanitized(answer, for: child, proposal: proposal)
        child.remember(size, for: proposal)
        record(.report, actor: child.id, size: size, reason: reasons.removeLast())
        return size
    }

    /// Notes that `parent` asked `child` for `proposal`; false when it had asked before.
    private func firstTimeAsked(_ child: LayoutNode, by parent: LayoutNode?, _ proposal: ProposedViewSize) -> Bool {
        while asked.count <= child.id { asked.append([]) }
        let asker = parent?.id
        if asked[child.id].contains(where: { $0.parent == asker && $0.proposal == proposal }) { return false }
        asked[child.id].append((asker, proposal))
        return true
    }

    /// The child's size for `proposal` together with its guides.
    public func dimensions(of child: LayoutNode, _ proposal: ProposedViewSize, probe: Bool = false,
                           because reason: @autoclosure () -> Bilingual = .empty) throws -> Dimensions {
        let size = try size(of: child, proposal, probe: probe, because: reason())
        return Dimensions(size: size, node: child, proposal: proposal, context: self)
    }

    /// States why the view being measured reports what it reports: "accepts", "51+20 × 17+20".
    public func because(_ reason: @autoclosure () -> Bilingual) {
        if isTracing && !reasons.isEmpty { reasons[reasons.count - 1] = reason() }
    }

    /// Records a calculation that is neither a proposal nor a report, e.g. a grid's column pass
    /// ("215 ÷ 2 = 107.5, rounded to 108", B1943).
    public func note(_ text: @autoclosure () -> Bilingual) {
        if isTracing { record(.compute, actor: asking.last?.id, reason: text()) }
    }

    /// Records a stack's distribution table.
    func record(_ distribution: @autoclosure () -> StackDistribution) {
        if isTracing {
            var table = distribution()
            table.isProbe = probeDepth > 0
            trace.distributions.append(table)
        }
    }

    /// Warns about bad input once per node and message.
    public func warn(_ node: LayoutNode, _ text: Bilingual) {
        if warned.insert("\(node.id):\(text.en)").inserted {
            warnings.append(LayoutWarning(node: node.id, nodeLabel: node.label, text: text))
        }
    }

    /// How deeply guide questions are nested; a learner's `defaultValue(in:)` that asks for its
    /// own guide would otherwise recurse until the process crashes.
    private var guideDepth = 0

    /// A guide's value: the explicit one if set, else the default (B2004–2010, B2135–2151).
    func guide(_ key: AlignmentKey, of node: LayoutNode, size: Size, proposal: ProposedViewSize) throws -> Double {
        // The usual question (a stack asks it of every child): a built-in guide of a view that sets
        // none is its default, with no nesting to count.
        if !node.mayHaveExplicitGuides, let builtIn = key.builtInDefault(for: size) { return builtIn }
        guideDepth += 1
        defer { guideDepth -= 1 }
        if guideDepth > 200 {
            warn(node, Message.guideDependsOnItself.filled(["\(key)"]))
            return 0
        }
        if node.mayHaveExplicitGuides, let explicit = try acting(as: node, {
            try node.algorithm.explicitAlignment(key, size: size, proposal: proposal, children: node.children, context: self)
        }) {
            return finite(explicit, node: node, what: Message.alignmentGuideNamed.filled(["\(key)"]))
        }
        if let builtIn = key.builtInDefault(for: size) { return builtIn }
        guard case .custom(let id) = key else { return 0 }
        let value = try id.defaultValue(viewDimensions(of: node, size: size, proposal: proposal))
        return finite(value, node: node, what: Bilingual(formula: "\(id.name).defaultValue"))
    }

    /// What an `alignmentGuide` closure or `defaultValue(in:)` receives (B2064).
    func viewDimensions(of node: LayoutNode, size: Size, proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(width: size.width, height: size.height) { [unowned self] key in
            try self.guide(key, of: node, size: size, proposal: proposal)
        }
    }

    func recordPlacement(_ placement: Placement, by parent: LayoutNode) {
        guard isTracing else { return }
        register(placement.child, parent: parent)
        record(.place, actor: parent.id, target: placement.child.id, proposal: placement.proposal,
               origin: placement.origin, reason: placement.reason)
    }

    func recordRoot(_ root: LayoutNode, origin: Point, proposal: ProposedViewSize) {
        guard isTracing else { return }
        record(.place, actor: nil, target: root.id, proposal: proposal, origin: origin,
               reason: Message.windowCentresRoot.filled([]))
    }

    func register(_ node: LayoutNode, parent: LayoutNode?) {
        if trace.nodes[node.id] == nil {
            trace.nodes[node.id] = TraceNode(label: node.label, kind: node.kind, parent: parent?.id)
        }
    }

    private func record(_ verb: TraceEvent.Verb, actor: Int?, target: Int? = nil, proposal: ProposedViewSize? = nil,
                        size: Size? = nil, origin: Point? = nil, cached: Bool = false, reason: Bilingual) {
        trace.events.append(TraceEvent(verb: verb, phase: phase, actor: actor, target: target, proposal: proposal,
                                       size: size, origin: origin, reason: reason, isProbe: probeDepth > 0,
                                       isCached: cached, depth: phase == .placement ? placementDepth + depth : depth))
    }

    // MARK: Bad numbers never reach an algorithm or a frame (spec layout.md §8.2: "a NaN in a frame is a bug").

    /// Computed proposals are clamped at ≥ 0 (NIS, ext, spec §2.0); NaN becomes nil with a warning.
    /// Asked at every question, so the usual answer (nothing to fix: no dimension negative or NaN)
    /// is told inline and the fixing is a call.
    @inline(__always) private func sanitized(_ p: ProposedViewSize, for node: LayoutNode) -> ProposedViewSize {
        (p.width ?? 0) >= 0 && (p.height ?? 0) >= 0 ? p : fixed(p, for: node)
    }

    private func fixed(_ p: ProposedViewSize, for node: LayoutNode) -> ProposedViewSize {
        func fix(_ v: Double?) -> Double? {
            guard let v else { return nil }
            if v.isNaN { warn(node, Message.proposedNaN.filled([])); return nil }
            return v < 0 ? 0 : v
        }
        return ProposedViewSize(width: fix(p.width), height: fix(p.height))
    }

    /// An answer is never negative or NaN; infinite only where the proposal was. Told inline when
    /// there is nothing to fix, as for proposals.
    @inline(__always) private func sanitized(_ s: Size, for node: LayoutNode, proposal: ProposedViewSize) -> Size {
        !node.reportsInfiniteSizes && s.width >= 0 && s.height >= 0 ? s : fixed(s, for: node, proposal: proposal)
    }

    private func fixed(_ s: Size, for node: LayoutNode, proposal: ProposedViewSize) -> Size {
        if node.reportsInfiniteSizes {
            for axis in Self.axes where s[axis].isInfinite && proposal[axis]?.isInfinite != true {
                warn(node, Message.infiniteAnswer.filled(with: [(axis == .horizontal ? Message.widthWord : .heightWord).filled([]), proposal]))
            }
        }
        if s.width >= 0 && s.height >= 0 { return s }
        func fix(_ v: Double) -> Double {
            if v.isNaN { warn(node, Message.sizeNaN.filled([])); return 0 }
            return max(0, v)
        }
        return Size(width: fix(s.width), height: fix(s.height))
    }

    /// Both axes, made once: this runs at every answer, and a literal array would be allocated each time.
    private static let axes: [Axis] = [.horizontal, .vertical]

    func finite(_ value: Double, node: LayoutNode, what: Bilingual) -> Double {
        if value.isFinite { return value }
        warn(node, Message.returnedNonFinite.filled(with: [what, formatNumber(value)]))
        return 0
    }
}
