import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 20) {
            Circle()
                .stroke(style: StrokeStyle(lineWidth: 4, dash: [6, 4]))
                .foregroundColor(.blue)
                .frame(width: 60, height: 60)
            Rectangle()
                .fill(Color.orange)
                .frame(width: 60, height: 60)
                .rotationEffect(.degrees(45))
            Capsule()
                .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                .frame(width: 60, height: 100)
        }
    }
}
