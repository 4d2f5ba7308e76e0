// A layout that fills whatever it is offered answers the proposal itself; a nil side means "your
// ideal size", and replacingUnspecifiedDimensions() answers 10 there, as Color and GeometryReader do.
// 填满所得空间的布局直接用建议尺寸回答；某一边为 nil 表示“你的理想尺寸”，
// replacingUnspecifiedDimensions() 在那里回答 10，和 Color、GeometryReader 一样。
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
