import SwiftUI

struct ContentView: View {
    @State private var messages: [String] = []
    @State private var isLoading = true

    var body: some View {
        Group {
            if isLoading {
                ProgressView("Loading…")
            } else {
                List(messages, id: \.self) { Text($0) }
            }
        }
        .onAppear {
            messages = ["Welcome", "Your order shipped", "New follower"]
            isLoading = false
        }
    }
}
