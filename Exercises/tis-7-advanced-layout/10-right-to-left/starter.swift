// Chips in a row that starts at the right.
// 从右边开始排成一行的小标签。
struct Chips: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 8
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // TODO: start at the right edge and go left.
        // TODO：从右边缘开始往左排。
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + 8
        }
    }
}

#Preview {
    Chips {
        Text("first").padding(4).accessibilityIdentifier("first")
        Text("second").padding(4).accessibilityIdentifier("second")
        Text("third").padding(4).accessibilityIdentifier("third")
    }
    .accessibilityIdentifier("chips")
    .padding(30)
}
