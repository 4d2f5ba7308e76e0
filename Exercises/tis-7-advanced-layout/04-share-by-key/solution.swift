// A layout value goes with its view: the middle panel says its share is 2, and the layout reads
// it as `subview[Share.self]`; the others read the key's default of 1, so the row splits 1 : 2 : 1.
// 布局值跟着它的视图走：中间的面板说它的份额是 2，布局以 `subview[Share.self]` 读取它；
// 其他面板读到的是键的默认值 1，所以这一行按 1 : 2 : 1 分配。
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
        Color.green.layoutValue(key: Share.self, value: 2).accessibilityIdentifier("middle")
        Color.blue.accessibilityIdentifier("right")
    }
}
