// Mirrors: Thinking in SwiftUI (seed 000) L1402–1487 — a Bookmark Shape with path(in:) and a sizeThatFits that keeps a 2:3 ratio inside any proposal
// Ours: a Pennant shape that keeps a 3:4 ratio, with the book's CGRect subscript extension.
import SwiftUI

extension CGRect {
    subscript(_ unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + width * unit.x, y: minY + height * unit.y)
    }
}

struct Pennant: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: rect[.topLeading])
            p.addLines([
                rect[.bottomLeading],
                rect[UnitPoint(x: 0.5, y: 0.75)],
                rect[.bottomTrailing],
                rect[.topTrailing],
                rect[.topLeading]
            ])
            p.closeSubpath()
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var result = proposal.replacingUnspecifiedDimensions()
        let ratio: CGFloat = 3 / 4
        let newWidth = ratio * result.height
        if newWidth <= result.width {
            result.width = newWidth
        } else {
            result.height = result.width / ratio
        }
        return result
    }
}

struct ContentView: View {
    var body: some View {
        Pennant()
            .fill(Color.orange)
            .frame(width: 60, height: 60)
    }
}

let sizes = [
    Pennant().sizeThatFits(ProposedViewSize(width: 30, height: 60)),
    Pennant().sizeThatFits(ProposedViewSize(width: 60, height: 60)),
    Pennant().sizeThatFits(ProposedViewSize(width: nil, height: nil))
]
for s in sizes {
    print("\(s.width) x \(s.height)")
}
let corner = CGRect(x: 0, y: 0, width: 40, height: 80)[UnitPoint(x: 0.5, y: 0.75)]
print("\(corner.x), \(corner.y)")

// expect: 30.0 x 40.0
// expect: 45.0 x 60.0
// expect: 7.5 x 10.0
// expect: 20.0, 60.0
