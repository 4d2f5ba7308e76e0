// A dialog whose actions have no cancel button gets iOS's Cancel, in a card of its own.
import SwiftUI
struct ContentView: View {
    @State private var asking = true
    var body: some View {
        Text("File")
            .confirmationDialog("Delete file?", isPresented: $asking) {
                Button("Delete", role: .destructive) { print("deleted") }
            }
    }
}
