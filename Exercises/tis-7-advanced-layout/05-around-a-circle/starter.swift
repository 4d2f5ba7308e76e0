// Subviews around a circle, the first at the top.
struct Dial: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            // TODO: put each subview on the circle instead of at the centre.
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
