// A vertical stack of its own.
// 一个自己写的垂直堆栈。
struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        // TODO: add the gaps between neighbours to the height.
        // TODO：把相邻子视图之间的间隙加到高度里。
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            // TODO: step by the gap to the next subview too.
            // TODO：前进时也要加上到下一个子视图的间隙。
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

#Preview {
    Column {
        Text("Title").accessibilityIdentifier("title")
        Text("Subtitle").accessibilityIdentifier("subtitle")
        Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("bar")
    }
    .accessibilityIdentifier("column")
}
