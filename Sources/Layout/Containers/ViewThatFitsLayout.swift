import ViewlabModel

/// ViewThatFits (B1957): asks each child its ideal size (nil on the constrained axes) and shows
/// the first, in code order, whose ideal size fits the proposal; if none fits, the last. The
/// chosen child then gets the real proposal (NIS). Only the chosen child is shown.
///
///     ViewThatFits { Text("Hello, World!"); Text("Hi") } at 100×50 → the first; at 50×50 → "Hi"
final class ViewThatFitsLayout: LayoutAlgorithm {
    let axes: Set<Axis>
    private var choices: [(ProposedViewSize, Int)] = []

    init(axes: Set<Axis>) { self.axes = axes.isEmpty ? [.horizontal, .vertical] : axes }

    private func choice(_ p: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Int {
        if let cached = choices.first(where: { $0.0 == p })?.1 { return cached }
        var chosen = children.count - 1
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                     height: axes.contains(.vertical) ? nil : p.height)
        for (i, child) in children.enumerated() {
            let ideal = try context.size(of: child, probe, probe: true, because: Message.idealSizeProbe.filled([]))
            let fits = axes.allSatisfy { axis in proposalFits(ideal[axis], p[axis]) }
            if fits { chosen = i; break }
        }
        context.note((chosen == children.count - 1 ? Message.choosesFallback : Message.choosesChild).filled(["\(chosen + 1)", "\(children.count)"]))
        choices.append((p, chosen))
        return chosen
    }

    private func proposalFits(_ ideal: Double, _ proposed: Double?) -> Bool {
        guard let proposed else { return true }
        return ideal <= proposed + 1e-9
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        guard !children.isEmpty else { return .zero }
        let chosen = children[try choice(proposal, children: children, context: context)]
        let size = try context.size(of: chosen, proposal, because: Message.chosenGetsProposal.filled([]))
        context.because(Message.chosensSize.filled([]))
        return size
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        guard !children.isEmpty else { return [] }
        let chosen = children[try choice(proposal, children: children, context: context)]
        return [Placement(child: chosen, origin: .zero, proposal: proposal, reason: context.isTracing ? Message.fittingPlaced.filled([]) : .empty)]
    }

    func clearCache() { choices.removeAll() }
}
