import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 30) {
            Triangle()
                .fill(Color.orange)
                .frame(width: 120, height: 100)
            Triangle()
                .stroke(Color.blue, lineWidth: 4)
                .frame(width: 80, height: 80)
        }
    }
}
