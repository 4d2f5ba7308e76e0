import SwiftUI

struct Page: Identifiable {
    let id: Int
    let symbol: String
    let title: String
}

struct ContentView: View {
    @State private var current = 0
    let pages = [
        Page(id: 0, symbol: "sparkles", title: "Discover"),
        Page(id: 1, symbol: "bolt.fill", title: "Act fast"),
        Page(id: 2, symbol: "checkmark.seal", title: "Done")
    ]

    var body: some View {
        VStack {
            TabView(selection: $current) {
                ForEach(pages) { page in
                    VStack(spacing: 16) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 72))
                        Text(page.title)
                            .font(.title)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            Button(current == pages.count - 1 ? "Finish" : "Next") {
                withAnimation { current = min(current + 1, pages.count - 1) }
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
    }
}
