import SwiftUI

// Three buttons are stacked, the cancel one last; no message.
struct ContentView: View {
    @State private var asking = true
    var body: some View {
        Text("Song")
            .alert("Add to playlist", isPresented: $asking) {
                Button("Cancel", role: .cancel) { }
                Button("Morning") { }
                Button("Evening") { }
            }
    }
}
