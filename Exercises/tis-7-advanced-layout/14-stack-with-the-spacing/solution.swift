// The gap after a subview is its preferred distance to the next one, none after the last; the
// size counts the same gaps as the placement, so the stack reports where its last subview ends.
// 子视图后面的间隙是它到下一个子视图的首选距离，最后一个后面没有；尺寸计算的间隙和放置时的相同，
// 所以堆栈报告的正是它最后一个子视图结束的位置。
struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let spacing = gaps(subviews)
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + spacing[index]
        }
    }

    func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { i in
            i == subviews.count - 1 ? 0 : subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .vertical)
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
