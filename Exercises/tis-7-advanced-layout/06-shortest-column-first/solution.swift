// Each picture goes where the wall is lowest, which keeps the columns even: the first of the
// smallest heights, so that ties go to the left as a reader expects.
// 每张图片都放在墙最低的地方，这样各列就保持均匀：取最小高度中的第一个，所以高度相同时放在左边，
// 符合读者的预期。
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
        for subview in subviews {
            let lowest = heights.min() ?? 0
            let column = heights.firstIndex(of: lowest) ?? 0
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
