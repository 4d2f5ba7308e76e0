import SwiftUI

// Two buttons share a row, the cancel one leading; the destructive one is red.
struct ContentView: View {
    @State private var confirming = true
    var body: some View {
        Text("Draft")
            .alert("Discard draft?", isPresented: $confirming) {
                Button("Discard", role: .destructive) { }
                Button("Keep", role: .cancel) { }
            } message: {
                Text("Your changes will be lost.")
            }
    }
}
