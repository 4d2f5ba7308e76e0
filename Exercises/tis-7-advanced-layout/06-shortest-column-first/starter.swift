// Three columns of pictures of different heights.
// 三列高度各不相同的图片。
struct Masonry: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let placed = frames(subviews, width: width)
        return CGSize(width: width, height: placed.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (frame, subview) in zip(frames(subviews, width: bounds.width), subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }

    /// Where each picture goes: its column, and the bottom of that column so far.
    /// 每张图片放在哪里：它的列，以及那一列目前的底部。
    func frames(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
        let columnWidth = (width - 2 * 8) / 3
        var heights: [CGFloat] = [0, 0, 0]
        var result: [CGRect] = []
        for (index, subview) in subviews.enumerated() {
            // TODO: choose the column that is shortest so far instead of taking turns.
            // TODO：选择目前最短的那一列，而不是轮流放。
            let column = index % 3
            let size = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil))
            result.append(CGRect(x: CGFloat(column) * (columnWidth + 8), y: heights[column], width: columnWidth, height: size.height))
            heights[column] += size.height + 8
        }
        return result
    }
}

#Preview {
    Masonry {
        Color.red.frame(height: 120).accessibilityIdentifier("a")
        Color.orange.frame(height: 40).accessibilityIdentifier("b")
        Color.yellow.frame(height: 60).accessibilityIdentifier("c")
        Color.green.frame(height: 50).accessibilityIdentifier("d")
        Color.blue.frame(height: 30).accessibilityIdentifier("e")
    }
    .accessibilityIdentifier("wall")
}
