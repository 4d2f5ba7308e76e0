// Subviews side by side, along their tops.
// 并排放置、顶部对齐的子视图。
struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 8
        // TODO: the row is as tall as its tallest subview.
        // TODO：这一行和它最高的子视图一样高。
        return CGSize(width: width, height: sizes.map(\.height).reduce(0, +))
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
