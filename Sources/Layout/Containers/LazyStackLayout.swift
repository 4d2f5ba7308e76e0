import ViewlabModel

/// LazyHStack and LazyVStack (B1900–1918): no distribution. Every child is proposed nil along
/// the axis and the stack's proposal across it (B1900); the stack is the children laid end to end
/// with spacing, and across it accepts a finite proposal (a LazyVStack takes the proposed width,
/// B1902) or else is as wide as its widest child. Children are aligned across by `alignment`.
///
///     LazyHStack { Text("Hello, World!"); Color.red } at 100×50: 76×17 and 10×50; 94×50
final class LazyStackLayout: LayoutAlgorithm {
    let axis: Axis, alignment: AlignmentKey, spacing: Double?

    init(axis: Axis, alignment: AlignmentKey, spacing: Double?) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis, main: nil, cross: p[axis.other])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let sizes = try children.map {
            try context.size(of: $0, childProposal(proposal), because: Message.lazyNilAxis.filled([]))
        }
        let s = spacing ?? context.options.defaultSpacing
        let main = sizes.reduce(0) { $0 + $1[axis] } + s * Double(max(0, sizes.count - 1))
        let widest = sizes.map { $0[axis.other] }.max() ?? 0
        let cross = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? widest
        context.because(proposal[axis.other].map { $0.isFinite } == true ? Message.lazyAcceptsCross.filled(with: [axis.other.word]) : Message.unionOfChildren.filled([]))
        return Size(axis, main: main, cross: cross)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let s = spacing ?? context.options.defaultSpacing
        var cursor = 0.0
        let box = try boxGuide(alignment, size)
        return try children.map { child in
            let d = try context.dimensions(of: child, childProposal(proposal))
            let across = box - (try d.guide(alignment))
            let origin = Point(axis, main: cursor, cross: across)
            cursor += d.size[axis] + s
            return Placement(child: child, origin: origin, proposal: d.proposal,
                             reason: context.isTracing ? Message.lazyPlaced.filled([formatNumber(box), "\(alignment)"]) : .empty)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        try propagatedGuide(key, size: size, proposal: proposal, children: children, context: context, algorithm: self)
    }
}
