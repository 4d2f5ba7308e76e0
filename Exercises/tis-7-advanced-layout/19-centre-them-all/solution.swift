// With the .center anchor, the point given is where the subview's centre goes: the centre of the
// bounds for all of them, as a ZStack does with its default alignment.
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
