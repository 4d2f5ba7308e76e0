// Each subview is proposed the widest width, so the flexible frames around the texts all take it;
// the next subview starts after that width plus the gap, counted from bounds.minX because the
// bounds are where the row is, not at (0, 0).
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
