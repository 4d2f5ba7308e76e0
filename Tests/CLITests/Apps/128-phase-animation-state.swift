import SwiftUI

struct ContentView: View {
    @State private var isAnimating = false

    var body: some View {
        VStack(spacing: 30) {
            HStack(spacing: 12) {
                ForEach(0..<3) { i in
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 16, height: 16)
                        .scaleEffect(isAnimating ? 1 : 0.4)
                        .animation(
                            .easeInOut(duration: 0.6)
                                .repeatForever()
                                .delay(Double(i) * 0.2),
                            value: isAnimating
                        )
                }
            }
            Text("Loading")
        }
        .onAppear { isAnimating = true }
    }
}
