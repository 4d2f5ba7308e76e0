import SwiftUI

struct Panel<Content: View, Footer: View>: View {
    let title: String
    @ViewBuilder let content: Content
    @ViewBuilder let footer: Footer

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            content
            footer
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(.gray.opacity(0.4)))
    }
}

extension Panel where Footer == EmptyView {
    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
        self.footer = EmptyView()
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Panel(title: "Battery") {
                ProgressView(value: 0.8)
            } footer: {
                Text("About 6 hours left")
            }
            Panel(title: "Wi‑Fi") {
                Text("Connected to Home")
            }
        }
        .padding()
    }
}
