// The flow layout turned on its side: the column fills downwards, and a new one starts right of
// everything placed so far, which is right of the widest term in the column just filled.
// 这是横过来的流式布局：一列向下填满，新的一列从目前已放置的一切的右边开始，
// 也就是刚填满的那一列中最宽词条的右边。
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
            if position.y > 0 && position.y + size.height > height {
                position = CGPoint(x: (result.map(\.maxX).max() ?? 0) + 16, y: 0)
            }
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
