// The diamond of a playing card, drawn from the middles of its rectangle's edges.
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            // `addLines` starts a new subpath at its first point, so the list begins with the top
            // corner. A `move(to:)` before it would only start a subpath that nothing is added to.
            p.addLines([
                CGPoint(x: rect.midX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.midY),
                CGPoint(x: rect.midX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.midY),
            ])
            p.closeSubpath()   // from the left corner back to the top one
        }
    }
}

struct ContentView: View {
    var body: some View {
        Diamond()
            .fill(.red)
            .frame(width: 80, height: 120)
            .accessibilityIdentifier("diamond")
    }
}
