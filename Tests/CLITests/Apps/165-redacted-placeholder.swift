import SwiftUI

struct ContentView: View {
    @State private var loaded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Order #12345")
                .font(.headline)
            Text("Arriving Thursday")
            Text("3 items · $42.10")
                .foregroundStyle(.secondary)
        }
        .redacted(reason: loaded ? [] : .placeholder)
        .onAppear { loaded = true }
    }
}
