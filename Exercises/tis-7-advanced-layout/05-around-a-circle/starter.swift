// Subviews around a circle, the first at the top.
// 围成一圈的子视图，第一个在最上面。
struct Dial: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            // TODO: put each subview on the circle instead of at the centre.
            // TODO：把每个子视图放在圆周上，而不是圆心。
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
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
