import SwiftUI

struct Wave: Shape {
    var amplitude: CGFloat
    var frequency: CGFloat

    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: 0, y: rect.midY))
            for x in stride(from: 0, through: rect.width, by: 2) {
                let relative = x / rect.width
                let y = rect.midY + sin(relative * .pi * 2 * frequency) * amplitude
                p.addLine(to: CGPoint(x: x, y: y))
            }
            p.addLine(to: CGPoint(x: rect.width, y: rect.height))
            p.addLine(to: CGPoint(x: 0, y: rect.height))
            p.closeSubpath()
        }
    }
}

struct ContentView: View {
    var body: some View {
        Wave(amplitude: 20, frequency: 2)
            .fill(Color.blue.opacity(0.6))
            .frame(height: 160)
    }
}
