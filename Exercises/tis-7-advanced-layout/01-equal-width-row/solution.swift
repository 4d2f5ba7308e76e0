// Each subview is proposed the widest width, so the flexible frames around the texts all take it;
// the next subview starts after that width plus the gap, counted from bounds.minX because the
// bounds are where the row is, not at (0, 0).
// 每个子视图收到的建议都是最宽的宽度，所以文本外面的灵活框架都接受了它；
// 下一个子视图从这个宽度加上间隙之后开始，从 bounds.minX 算起，因为 bounds 才是这一行所在的位置，
// 而不是 (0, 0)。
struct EqualRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count) + gaps(subviews).reduce(0, +), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let spacing = gaps(subviews)
        var x = bounds.minX
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY),
                                  proposal: ProposedViewSize(width: widest, height: bounds.height))
            x += widest + spacing[index]
        }
    }

    /// The gap after each subview: the preferred distance to the next one, none after the last.
    /// 每个子视图后面的间隙：到下一个子视图的首选距离，最后一个后面没有。
    func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { i in
            i == subviews.count - 1 ? 0 : subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)
        }
    }
}

#Preview {
    EqualRow {
        Text("Day").frame(maxWidth: .infinity).background(Color.yellow).accessibilityIdentifier("day")
        Text("Week").frame(maxWidth: .infinity).background(Color.yellow).accessibilityIdentifier("week")
        Text("Month").frame(maxWidth: .infinity).background(Color.yellow).accessibilityIdentifier("month")
    }
    .accessibilityIdentifier("row")
}
