import SwiftUI

struct SectionBox<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
            content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            SectionBox(title: "Account") {
                Text("jane@example.com")
                Text("Premium member")
            }
            SectionBox(title: "Storage") {
                ProgressView(value: 0.62)
                Text("62% used")
            }
        }
        .padding()
    }
}
