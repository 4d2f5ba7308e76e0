// A new line starts when the next tag would end past the width, below everything placed so far;
// a line that is still empty takes the tag even if it is too wide, so nothing is lost.
// 当下一个标签的结尾会超出宽度时，就在目前已放置的一切下方开始新的一行；
// 还空着的行即使放不下也会接受这个标签，这样什么都不会丢。
struct TagCloud: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, width: width)
        return CGSize(width: placed.map(\.maxX).max() ?? 0, height: placed.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, width: bounds.width)
        for (frame, subview) in zip(placed, subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    /// Where each tag goes, for a line `width` wide.
    /// 对于宽度为 `width` 的行，每个标签放在哪里。
    func frames(_ sizes: [CGSize], width: CGFloat) -> [CGRect] {
        var result: [CGRect] = []
        var position = CGPoint.zero
        for size in sizes {
            if position.x > 0 && position.x + size.width > width {
                position.x = 0
                position.y = (result.map(\.maxY).max() ?? 0) + 8
            }
            result.append(CGRect(origin: position, size: size))
            position.x += size.width + 8
        }
        return result
    }
}

#Preview {
    TagCloud {
        Text("sunset").padding(4).accessibilityIdentifier("first")
        Text("beach").padding(4).accessibilityIdentifier("second")
        Text("summer holiday").padding(4).accessibilityIdentifier("third")
        Text("sea").padding(4).accessibilityIdentifier("fourth")
    }
    .accessibilityIdentifier("cloud")
}
