// A play button's triangle that fits whatever rectangle it is given.
struct PlayTriangle: Shape {
    // SwiftUI calls this after layout, with the frame the shape was given: 60×60 for one button,
    // 24×30 for the other. Every point comes from `rect`, so one outline fits both.
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))      // pen down at the top-left corner
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))   // the tip, halfway down the right edge
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))   // the bottom-left corner
        path.closeSubpath()                                     // back up the left edge
        return path
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 40) {
            PlayTriangle()
                .fill(.blue)
                .frame(width: 60, height: 60)
                .accessibilityIdentifier("big")
            PlayTriangle()
                .fill(.blue)
                .frame(width: 24, height: 30)
                .accessibilityIdentifier("small")
        }
    }
}
