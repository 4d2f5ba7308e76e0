// Predict: the size a flow layout reports for four 70-point tags offered 250 points.
// 预测：给流式布局 250 点时，它为四个 70 点宽的标签报告的尺寸。
// TODO: replace the zeros with your predictions.
// TODO：把这些 0 换成你的预测。
let predictedWidth = 0.0
let predictedHeight = 0.0

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
