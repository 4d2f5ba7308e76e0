// A relative-width row, in our words (spec pro-swiftui-4-6.md §5): each subview's share of the
// width comes from a LayoutValueKey; a subview with none takes the key's default.
struct Share: LayoutValueKey {
    static let defaultValue: Double = 1
}

struct SharedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width, height: 30)
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

SharedRow {
    Color.red.layoutValue(key: Share.self, value: 2)
    Color.green
    Color.blue.layoutValue(key: Share.self, value: 1).padding(0)
}
.frame(width: 200)
