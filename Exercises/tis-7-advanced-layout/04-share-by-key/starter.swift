// Panels that share a row by the share each one carries.
// 按各自携带的份额分享一行的面板。
struct Share: LayoutValueKey {
    static let defaultValue: Double = 1
}

struct SharedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Share.self] }.reduce(0, +)
        var x = bounds.minX
        for subview in subviews {
            let width = bounds.width * subview[Share.self] / total
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

#Preview {
    SharedRow {
        Color.red.accessibilityIdentifier("left")
        // TODO: give this panel twice the others' share.
        // TODO：给这个面板其他面板两倍的份额。
        Color.green.accessibilityIdentifier("middle")
        Color.blue.accessibilityIdentifier("right")
    }
}
