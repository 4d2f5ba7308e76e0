import SwiftUI

struct ContentView: View {
    @State private var rotation = 0.0
    @State private var scale: CGFloat = 1

    var body: some View {
        VStack(spacing: 40) {
            Image(systemName: "arrow.triangle.2.circlepath")
                .font(.system(size: 60))
                .rotationEffect(.degrees(rotation))
                .scaleEffect(scale)
                .animation(.easeInOut(duration: 0.5), value: rotation)
                .animation(.bouncy, value: scale)
            HStack {
                Button("Rotate") { rotation += 90 }
                Button("Pulse") { scale = scale == 1 ? 1.4 : 1 }
            }
        }
    }
}
