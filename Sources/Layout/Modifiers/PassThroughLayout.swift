import ViewlabModel

/// Modifiers that keep their child's layout: offset, rotationEffect and scaleEffect (drawing only,
/// B1961), layoutPriority (read by stacks, B1807), environment writers, clipping (B1741), a
/// learner's ViewModifier, a custom view's body, and `alignmentGuide`, which overrides one guide
/// with a closure of the view's dimensions (B2048–2071) and passes the others on.
final class PassThroughLayout: SingleChildModifier, PlacesOnlyChild {
    /// `alignmentGuide(key) { … }`; nil for the other modifiers.
    let guide: (key: AlignmentKey, value: (ViewDimensions) throws -> Double)?
    /// Why it reports its child's size, with the values that go in; filled only for the trace.
    let why: Message, values: [String]

    init(why: Message, _ values: String..., guide: (key: AlignmentKey, value: (ViewDimensions) throws -> Double)? = nil) {
        self.why = why; self.values = values; self.guide = guide
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let child = try context.size(of: children[0], proposal, because: Message.passesProposalOn.filled([]))
        context.because(self.why.filled(self.values))
        return child
    }

    func placement(size: Size, proposal: ProposedViewSize, child: LayoutNode, context: LayoutContext) throws -> Placement {
        Placement(child: child, origin: .zero, proposal: proposal, reason: context.isTracing ? Message.sameFrame.filled([]) : .empty)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        if let guide, guide.key == key {
            return try guide.value(context.viewDimensions(of: children[0], size: size, proposal: proposal))
        }
        return try context.dimensions(of: children[0], proposal, because: Message.readsGuide.filled(["\(key)"])).explicitGuide(key)
    }

    var setsExplicitGuides: Bool { guide != nil }

    func ignoresProposal(children: [LayoutNode]) -> Bool { children[0].ignoresProposal }
}
