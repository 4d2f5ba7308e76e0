// A surface as big as the space it is offered.
// 一块和它得到的空间一样大的面。
struct Backdrop: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // TODO: answer the proposal instead of a fixed size.
        // TODO：用建议尺寸回答，而不是固定尺寸。
        CGSize(width: 100, height: 100)
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
