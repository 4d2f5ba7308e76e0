// An equal-width row: every subview as wide as the widest.
// 等宽的一行：每个子视图都和最宽的一样宽。
struct EqualRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count) + gaps(subviews).reduce(0, +), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            // TODO: propose the widest width to every subview, and step by it plus the gap.
            // TODO：向每个子视图建议最宽的宽度，并按这个宽度加上间隙逐个前进。
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
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
