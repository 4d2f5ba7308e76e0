// A pie chart of a disk: the used quarter in blue, the free rest in gray.
struct Wedge: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        // TODO: the arc goes the long way round. Which `clockwise:` turns clockwise on screen?
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: start, endAngle: end, clockwise: true)
        path.closeSubpath()
        return path
    }
}

struct ContentView: View {
    var body: some View {
        ZStack {
            Wedge(start: .degrees(-90), end: .degrees(0))    // used: 12 to 3 o'clock
                .fill(.blue)
            Wedge(start: .degrees(0), end: .degrees(270))    // free: 3 o'clock round to 12
                .fill(.gray)
        }
        .frame(width: 120, height: 120)
        .accessibilityIdentifier("pie")
    }
}
