import SwiftUI

struct ContentView: View {
    @State private var progress = 0.35

    var body: some View {
        VStack(spacing: 24) {
            ProgressView()
            ProgressView(value: progress)
            ProgressView("Downloading", value: progress, total: 1.0)
                .tint(.orange)
            ProgressView(value: 7, total: 10) {
                Text("Steps")
            } currentValueLabel: {
                Text("7 of 10")
            }
            Button("Advance") {
                progress = min(1, progress + 0.1)
            }
        }
        .padding()
    }
}
