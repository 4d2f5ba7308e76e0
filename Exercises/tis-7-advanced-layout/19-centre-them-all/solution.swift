// With the .center anchor, the point given is where the subview's centre goes: the centre of the
// bounds for all of them, as a ZStack does with its default alignment.
// 使用 .center 锚点时，给出的点就是子视图中心所在的位置：对所有子视图来说都是 bounds 的中心，
// 就像默认对齐方式下的 ZStack 那样。
struct Pile: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

#Preview {
    Pile {
        Color.yellow.frame(width: 80, height: 40).accessibilityIdentifier("card")
        Text("Hi").accessibilityIdentifier("label")
        Color.red.frame(width: 10, height: 60).accessibilityIdentifier("pin")
    }
    .accessibilityIdentifier("pile")
    .padding(20)
}
