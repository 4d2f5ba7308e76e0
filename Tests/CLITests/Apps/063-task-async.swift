import SwiftUI

struct ContentView: View {
    @State private var quote = "…"

    func fetchQuote() async -> String {
        try? await Task.sleep(nanoseconds: 100_000_000)
        return "Stay hungry, stay foolish."
    }

    var body: some View {
        Text(quote)
            .italic()
            .padding()
            .task {
                quote = await fetchQuote()
            }
    }
}
