// Positions are in the parent's coordinates, so they start at bounds.minX and bounds.minY: a
// layout placed anywhere but the corner of the window would otherwise draw in the wrong place.
// 位置使用的是父视图的坐标，所以要从 bounds.minX 和 bounds.minY 开始：否则，
// 一个不在窗口角上的布局就会画在错误的地方。
struct Stacked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
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
