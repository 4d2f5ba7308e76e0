import SwiftUI

struct CounterCard: View {
    @State private var taps = 0
    let title: String

    var body: some View {
        VStack {
            Text(title).font(.headline)
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
        }
        .padding()
        .background(Color.secondary.opacity(0.1))
        .cornerRadius(10)
    }
}

struct ContentView: View {
    @State private var resetToken = UUID()

    var body: some View {
        VStack(spacing: 16) {
            CounterCard(title: "Resettable")
                .id(resetToken)
            Button("Reset card") { resetToken = UUID() }
        }
    }
}
