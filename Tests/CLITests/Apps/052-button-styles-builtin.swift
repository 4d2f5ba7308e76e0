import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Bordered Prominent") {}
                .buttonStyle(.borderedProminent)
            Button("Bordered") {}
                .buttonStyle(.bordered)
            Button("Borderless") {}
                .buttonStyle(.borderless)
            Button("Plain") {}
                .buttonStyle(.plain)
            Button("Large Capsule") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .buttonBorderShape(.capsule)
            Button(role: .destructive) {} label: {
                Label("Remove", systemImage: "trash")
            }
            .buttonStyle(.bordered)
            .tint(.red)
        }
    }
}
