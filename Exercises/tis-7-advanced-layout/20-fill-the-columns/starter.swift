// Terms down a column, continuing in the next one.
// 沿一列往下排的词条，排满后接着排下一列。
struct Columns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = proposal.replacingUnspecifiedDimensions().height
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, height: height)
        return CGSize(width: placed.map(\.maxX).max() ?? 0, height: placed.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, height: bounds.height)
        for (frame, subview) in zip(placed, subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    func frames(_ sizes: [CGSize], height: CGFloat) -> [CGRect] {
        var result: [CGRect] = []
        var position = CGPoint.zero
        for size in sizes {
            // TODO: start a new column when this term would end below `height`.
            // TODO：当这个词条的结尾会低于 `height` 时，开始新的一列。
            result.append(CGRect(origin: position, size: size))
            position.y += size.height
        }
        return result
    }
}

#Preview {
    Columns {
        Text("anchor").accessibilityIdentifier("anchor")
        Text("binding").accessibilityIdentifier("binding")
        Text("cache").accessibilityIdentifier("cache")
        Text("diff").accessibilityIdentifier("diff")
        Text("environment").accessibilityIdentifier("environment")
    }
    .accessibilityIdentifier("glossary")
}
