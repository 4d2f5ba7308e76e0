import SwiftUI

// An action sheet at the window's bottom, its cancel button in a card of its own.
struct ContentView: View {
    @State private var choosing = true
    var body: some View {
        Image(systemName: "photo")
            .confirmationDialog("Change photo", isPresented: $choosing, titleVisibility: .visible) {
                Button("Take Photo") { }
                Button("Choose from Library") { }
                Button("Remove Photo", role: .destructive) { }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("Your photo is public")
            }
    }
}
