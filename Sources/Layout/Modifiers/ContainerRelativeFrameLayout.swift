import ViewlabModel

/// The container `containerRelativeFrame` measures: a ScrollView, which sets the proposal it was
/// given before its content is sized or placed, else the window, whose proposal the layout sets.
/// Not in the books: Apple's documentation names "the nearest container" (a scroll view or the window).
final class RelativeContainer {
    let name: String
    var proposal = ProposedViewSize.unspecified
    init(name: String) { self.name = name }
}

/// `.containerRelativeFrame`: a fixed frame along its axes, as long as the frame says of its
/// container's length there; the other axis passes through (FixedFrameLayout with the lengths).
final class ContainerRelativeFrameLayout: SingleChildModifier {
    let frame: ContainerRelativeFrame
    let container: RelativeContainer

    init(_ frame: ContainerRelativeFrame, container: RelativeContainer) { self.frame = frame; self.container = container }

    private func fixed(_ context: LayoutContext) throws -> FixedFrameLayout {
        func length(_ axis: Axis) throws -> Double? {
            guard frame.axes.contains(axis), let available = container.proposal[axis] else { return nil }
            return max(0, try frame.length(available, axis))
        }
        let width = try length(.horizontal), height = try length(.vertical)
        if context.isTracing {
            let parts = [width.map { Message.widthIs.filled([formatNumber($0)]) }, height.map { Message.heightIs.filled([formatNumber($0)]) }].compactMap { $0 }
            let joined = Bilingual(parts.map(\.en).joined(separator: ", "), parts.map(\.zh).joined(separator: "，"))
            context.because(Message.relativeToContainer.filled(with: [joined, container.name, "\(container.proposal)"]))
        }
        return FixedFrameLayout(width: width, height: height, alignment: frame.alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        try fixed(context).sizeThatFits(proposal, children: children, context: context)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> [Placement] {
        try fixed(context).placeChildren(size: size, proposal: proposal, children: children, context: context)
    }
}
