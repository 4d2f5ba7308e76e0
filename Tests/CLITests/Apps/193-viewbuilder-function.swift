import SwiftUI

struct ContentView: View {
    @State private var showDetails = false
    let level = 7

    @ViewBuilder
    func badge(for level: Int) -> some View {
        if level > 5 {
            Label("Expert", systemImage: "star.circle.fill")
                .foregroundStyle(.purple)
        } else if level > 2 {
            Label("Intermediate", systemImage: "star.leadinghalf.filled")
        } else {
            Text("Beginner")
        }
    }

    @ViewBuilder
    var details: some View {
        if showDetails {
            Text("Level \(level)")
            Text("Next level at \(level + 1)")
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            badge(for: level)
            badge(for: 3)
            badge(for: 1)
            Toggle("Details", isOn: $showDetails)
            details
        }
        .padding()
    }
}
