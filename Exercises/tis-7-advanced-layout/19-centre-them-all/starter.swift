// A pile of views, centred on each other.
// 一摞互相居中对齐的视图。
struct Pile: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            // TODO: centre each subview in the bounds.
            // TODO：让每个子视图在 bounds 中居中。
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
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
