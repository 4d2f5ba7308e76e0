// Pro SwiftUI G33 (spec pro-swiftui-4-6.md §3): a regular polygon's corners at
// centre + r·(cos 2πf, sin 2πf), f = i/n, r = min(cx, cy) (D14, 3435–3447). In 100×100 with 8 sides:
// (100,50) (85.36,85.36) (50,100) (14.64,85.36) (0,50) (14.64,14.64) (50,0) (85.36,14.64).
import SwiftUI

struct Polygon: Shape {
    var sides: Int

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(centre.x, centre.y)
        var path = Path()
        for i in 0..<sides {
            let f = Double(i) / Double(sides)
            let corner = CGPoint(x: centre.x + radius * cos(2 * .pi * f), y: centre.y + radius * sin(2 * .pi * f))
            if i == 0 { path.move(to: corner) } else { path.addLine(to: corner) }
        }
        path.closeSubpath()
        return path
    }
}

struct ContentView: View {
    var body: some View {
        Polygon(sides: 8)
            .fill(.indigo)
            .frame(width: 100, height: 100)
    }
}
