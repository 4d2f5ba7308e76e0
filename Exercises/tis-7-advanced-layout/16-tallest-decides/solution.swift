// Side by side, the subviews share the row's height: it is the largest of theirs, while the widths
// add up along the row.
// 并排放置时，子视图共用这一行的高度：它取子视图高度中最大的那个，而宽度沿着这一行累加。
struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 8
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + 8
        }
    }
}

#Preview {
    Row {
        Color.red.frame(width: 30, height: 20).accessibilityIdentifier("short")
        Color.green.frame(width: 30, height: 50).accessibilityIdentifier("tall")
        Color.blue.frame(width: 30, height: 35)
    }
    .accessibilityIdentifier("row")
}
