import SwiftUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            Divider()
            content
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

struct ContentView: View {
    @State private var isOn = true

    var body: some View {
        VStack(spacing: 16) {
            Card("Account") {
                Text("Signed in as taylor")
                Toggle("Sync", isOn: $isOn)
            }
            Card("Storage") {
                ProgressView(value: 0.62)
                Text("62% used")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
