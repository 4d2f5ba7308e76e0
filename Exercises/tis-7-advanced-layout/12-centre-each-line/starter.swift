// Words on lines, like a centred title.
// 排成几行的单词，像居中的标题一样。
struct Words: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, width: width)
        return CGSize(width: width, height: placed.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, width: bounds.width)
        for (frame, subview) in zip(placed, subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    /// The words on lines, 4 points apart, each line starting at x = 0.
    /// 排成几行的单词，间隔 4 点，每行从 x = 0 开始。
    func lines(_ sizes: [CGSize], width: CGFloat) -> [[CGRect]] {
        var lines: [[CGRect]] = [[]]
        var x: CGFloat = 0, y: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width {
                y += (lines[lines.count - 1].map(\.height).max() ?? 0) + 4
                x = 0
                lines.append([])
            }
            lines[lines.count - 1].append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + 4
        }
        return lines
    }

    func frames(_ sizes: [CGSize], width: CGFloat) -> [CGRect] {
        // TODO: centre each line in `width`.
        // TODO：让每一行在 `width` 中居中。
        lines(sizes, width: width).flatMap { $0 }
    }
}

#Preview {
    Words {
        Text("A").accessibilityIdentifier("a")
        Text("centred").accessibilityIdentifier("centred")
        Text("title").accessibilityIdentifier("title")
        Text("that").accessibilityIdentifier("that")
        Text("wraps").accessibilityIdentifier("wraps")
    }
    .accessibilityIdentifier("words")
}
