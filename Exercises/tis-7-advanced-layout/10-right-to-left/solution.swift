// With the .topTrailing anchor, the point given is where the subview's right edge goes, so
// stepping left by each width plus the gap lines the chips up from the right end of the bounds.
// 使用 .topTrailing 锚点时，给出的点就是子视图右边缘所在的位置，所以每次向左移动一个宽度加间隙，
// 就能让小标签从 bounds 的右端开始排好。
struct Chips: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 8
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.maxX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topTrailing, proposal: .unspecified)
            x -= subview.sizeThatFits(.unspecified).width + 8
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
