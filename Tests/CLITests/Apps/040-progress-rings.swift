import SwiftUI

struct Ring: View {
    let progress: Double
    let color: Color

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.headline)
        }
        .frame(width: 100, height: 100)
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 24) {
            Ring(progress: 0.72, color: .red)
            Ring(progress: 0.45, color: .green)
        }
        .padding()
    }
}
