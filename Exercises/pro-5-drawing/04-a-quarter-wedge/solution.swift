// A pie chart of a disk: the used quarter in blue, the free rest in gray.
struct Wedge: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        // `clockwise` is named for a y-up drawing. Path's y grows downwards, which mirrors every
        // turn: `clockwise: false` goes from `start` to `end` clockwise on screen, the short way
        // from −90° (12 o'clock) to 0° (3 o'clock).
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()   // the line back to the centre closes the wedge
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
