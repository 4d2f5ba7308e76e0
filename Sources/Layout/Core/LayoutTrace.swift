import ViewlabModel

/// The record of a layout pass: every proposal, report and placement with the rule that produced
/// it, in the order they happened. `explain` is a view of this data, never a second implementation
/// (style-examples.md: "The trace is data").
public struct LayoutTrace: Sendable {
    public var events: [TraceEvent] = []
    /// Stack distribution tables (B1811–1821), one per stack and proposal it was distributed for.
    public var distributions: [StackDistribution] = []
    /// The node names the events refer to, by node id.
    public var nodes: [Int: TraceNode] = [:]
    public init() {}
}

/// A node as the trace names it.
public struct TraceNode: Sendable, Equatable {
    public var label: String
    public var kind: String
    /// The parent's id; nil for the root.
    public var parent: Int?
}

/// One step of a layout pass, phrased as the book phrases them: actor, verb, value, reason
/// (spec layout.md §4, B1335–1342).
public struct TraceEvent: Sendable, Equatable {
    public enum Verb: String, Sendable { case propose, report, place, compute }
    public enum Phase: String, Sendable { case sizing, placement }

    public var verb: Verb
    public var phase: Phase
    /// Who acts: the proposer for `propose` and `place` (nil = the system, for the root), the
    /// reporter for `report`, the calculating view for `compute`.
    public var actor: Int?
    /// Who is proposed to or placed.
    public var target: Int?
    public var proposal: ProposedViewSize?
    public var size: Size?
    public var origin: Point?
    /// The rule that produced the step, in both languages (issue 25: explained in either).
    public var reason: Bilingual
    /// Part of a stack's flexibility probe or ViewThatFits' ideal-size probe (B1811, B1957); the
    /// book describes probes but does not number them.
    public var isProbe: Bool
    /// The answer came from the cache: the view was asked the same question before.
    public var isCached: Bool
    /// Nesting depth of the measuring call, for indentation.
    public var depth: Int
}

/// How a stack shared its length among its children for one proposal (B1811–1821): the table
/// `explain` prints (child, min, max, flex, priority, order, proposed, reported, remaining).
public struct StackDistribution: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var child: Int
        /// From the 0 and ∞ probes; nil when the distribution did not need them.
        public var minimum: Double?
        public var maximum: Double?
        public var priority: Double
        /// Position in the order of distribution (1 = first).
        public var order: Int
        public var proposed: Double
        public var reported: Double
        /// What was left after this child, before the next one.
        public var remaining: Double
        /// "130 ÷ 2": how the proposal was computed.
        public var share: String
        public var flexibility: Double? { minimum.flatMap { lo in maximum.map { $0 - lo } } }
    }
    public var stack: Int
    public var axis: Axis
    public var proposal: ProposedViewSize
    /// "180 − 0 − 0·2": the starting remaining length.
    public var start: String
    public var rows: [Row]
    public var isProbe: Bool
}

extension LayoutTrace {
    /// The numbered steps in the book's sense (B1335–1342): proposals and reports, in order.
    /// Probes are left out unless asked for (the book describes them but never numbers them, spec
    /// §4), and so are the cache confirmations of placement.
    public func steps(includingProbes: Bool = false) -> [TraceEvent] {
        events.filter { ($0.verb == .propose || $0.verb == .report) && (includingProbes || !$0.isProbe) }
    }

    /// The placements, in the order placement visited them.
    public var placements: [TraceEvent] { events.filter { $0.verb == .place } }

    /// The name of a node, or "system" for the proposer of the root.
    public func name(_ id: Int?) -> String {
        guard let id else { return "system" }
        return nodes[id]?.label ?? "#\(id)"
    }
}
