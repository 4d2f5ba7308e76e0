// The column is the remainder and the row the quotient of the index by three; each step is a
// cell plus the 8-point gap, counted from the bounds' corner.
// 列是索引除以三的余数，行是商；每一步是一个格子加上 8 点的间隙，从 bounds 的角算起。
struct Swatches: Layout {
    func cell(_ width: CGFloat) -> CGFloat { (width - 2 * 8) / 3 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let rows = CGFloat((subviews.count + 2) / 3)
        return CGSize(width: width, height: rows * cell(width) + max(0, rows - 1) * 8)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let side = cell(bounds.width)
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index % 3) * (side + 8)
            let y = bounds.minY + CGFloat(index / 3) * (side + 8)
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: side, height: side))
        }
    }
}

#Preview {
    Swatches {
        Color.red.accessibilityIdentifier("first")
        Color.orange
        Color.yellow.accessibilityIdentifier("third")
        Color.green.accessibilityIdentifier("fourth")
        Color.blue.accessibilityIdentifier("fifth")
    }
    .accessibilityIdentifier("picker")
}
