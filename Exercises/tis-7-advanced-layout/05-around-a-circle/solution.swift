// Angles start at −π/2 so that the first subview is at the top; the radius leaves room for half
// of each subview, whose centre sits on the circle because it is placed with the .center anchor.
// 角度从 −π/2 开始，这样第一个子视图在最上面；半径给每个子视图的一半留出了空间，
// 子视图的中心落在圆周上，因为它是用 .center 锚点放置的。
struct Dial: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let side = min(bounds.width, bounds.height)
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let angle = 2 * Double.pi * Double(index) / Double(subviews.count) - Double.pi / 2
            let x = bounds.midX + cos(angle) * (side / 2 - size.width / 2)
            let y = bounds.midY + sin(angle) * (side / 2 - size.height / 2)
            subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
        }
    }
}

#Preview {
    Dial {
        Text("12").accessibilityIdentifier("twelve")
        Text("3").accessibilityIdentifier("three")
        Text("6").accessibilityIdentifier("six")
        Text("9").accessibilityIdentifier("nine")
    }
    .accessibilityIdentifier("dial")
}
