import SwiftUI

struct Pie: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var p = Path()
        p.move(to: center)
        p.addArc(center: center,
                 radius: min(rect.width, rect.height) / 2,
                 startAngle: .degrees(-90),
                 endAngle: .degrees(-90 + 360 * fraction),
                 clockwise: false)
        p.closeSubpath()
        return p
    }
}

struct ContentView: View {
    @State private var fraction = 0.25

    var body: some View {
        VStack(spacing: 24) {
            Pie(fraction: fraction)
                .fill(Color.purple)
                .frame(width: 160, height: 160)
                .animation(.easeInOut, value: fraction)
            Slider(value: $fraction)
                .padding(.horizontal)
        }
    }
}
