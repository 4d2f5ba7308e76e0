// Subviews piled from top to bottom.
// 从上到下堆起来的子视图。
struct Stacked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // TODO: the layout is not at (0, 0): start from the bounds' corner.
        // TODO：这个布局不在 (0, 0)：从 bounds 的角开始。
        var y: CGFloat = 0
        for subview in subviews {
            subview.place(at: CGPoint(x: 0, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

#Preview {
    Stacked {
        Text("Title").accessibilityIdentifier("title")
        Text("A longer subtitle").accessibilityIdentifier("subtitle")
    }
    .accessibilityIdentifier("stack")
    .padding(24)
}
