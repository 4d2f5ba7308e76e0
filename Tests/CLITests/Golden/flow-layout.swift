// Thinking in SwiftUI L3384–3433: the book's FlowLayout, with its `union` extension written out
// (L3412: "The union method is a custom extension we wrote").
import SwiftUI

extension Array where Element == CGRect {
    func union() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}

func layout(
    sizes: [CGSize],
    spacing: CGSize = .init(width: 10, height: 10),
    containerWidth: CGFloat
) -> [CGRect] {
    var result: [CGRect] = []
    var currentPosition: CGPoint = .zero

    func startNewline() {
        if currentPosition.x == 0 { return }
        currentPosition.x = 0
        currentPosition.y = result.union().maxY + spacing.height
    }

    for size in sizes {
        if currentPosition.x + size.width > containerWidth {
            startNewline()
        }
        result.append(CGRect(origin: currentPosition, size: size))
        currentPosition.x += size.width + spacing.width
    }
    return result
}

struct FlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
    {
        let containerWidth = proposal.replacingUnspecifiedDimensions().width
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return layout(sizes: sizes, containerWidth: containerWidth).union().size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ())
    {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let frames = layout(sizes: subviewSizes, containerWidth: bounds.width)
        for (f, subview) in zip(frames, subviews) {
            let offset = CGPoint(x: f.origin.x + bounds.minX, y: f.origin.y + bounds.minY)
            subview.place(at: offset, proposal: .unspecified)
        }
    }
}

// L3440: three subviews with an ideal width of 100 and 10 points of spacing, proposed 250 wide:
// the third goes on a second line and the layout is 210 wide.
FlowLayout {
    Color.red.frame(width: 100, height: 20)
    Color.green.frame(width: 100, height: 20)
    Color.blue.frame(width: 100, height: 20)
}
