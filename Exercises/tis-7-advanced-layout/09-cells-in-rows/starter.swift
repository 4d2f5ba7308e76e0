// Square swatches, three to a row.
// 方形色块，每行三个。
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
            // TODO: wrap to a new row after every three swatches.
            // TODO：每三个色块之后换到新的一行。
            let x = bounds.minX + CGFloat(index) * (side + 8)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: side, height: side))
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
