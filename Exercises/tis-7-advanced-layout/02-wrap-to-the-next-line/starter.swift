// Tags that wrap onto the next line when the line is full.
// 一行排满时换到下一行的标签。
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
            // TODO: start a new line when this tag would end past `width`.
            // TODO：当这个标签的结尾会超出 `width` 时，开始新的一行。
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
