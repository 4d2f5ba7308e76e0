// Three tags fit on the first line: 70 + 10 + 70 + 10 + 70 = 230, and a fourth would end at 310.
// The widest line is that first one, 230 points; two lines of 20 with 10 between are 50 tall.
// 第一行放得下三个标签：70 + 10 + 70 + 10 + 70 = 230，第四个会在 310 处结束。最宽的一行就是第一行，
// 230 点；两行各高 20，中间隔 10，共 50 高。
let predictedWidth = 230.0
let predictedHeight = 50.0

struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, width: proposal.replacingUnspecifiedDimensions().width)
        return CGSize(width: placed.map(\.maxX).max() ?? 0, height: placed.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = frames(subviews.map { $0.sizeThatFits(.unspecified) }, width: bounds.width)
        for (frame, subview) in zip(placed, subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    func frames(_ sizes: [CGSize], width: CGFloat) -> [CGRect] {
        var result: [CGRect] = []
        var position = CGPoint.zero
        for size in sizes {
            if position.x > 0 && position.x + size.width > width {
                position = CGPoint(x: 0, y: (result.map(\.maxY).max() ?? 0) + 10)
            }
            result.append(CGRect(origin: position, size: size))
            position.x += size.width + 10
        }
        return result
    }
}

#Preview {
    Flow {
        ForEach(0..<4) { _ in Color.orange.frame(width: 70, height: 20) }
    }
    .accessibilityIdentifier("flow")
}
