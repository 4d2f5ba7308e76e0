// A layout that fills whatever it is offered answers the proposal itself; a nil side means "your
// ideal size", and replacingUnspecifiedDimensions() answers 10 there, as Color and GeometryReader do.
struct Backdrop: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

#Preview {
    Backdrop {
        Text("Hello")
    }
    .accessibilityIdentifier("backdrop")
}
