import SwiftUI

struct ContentView: View {
    @State private var showOptions = false
    @State private var choice = "None"

    var body: some View {
        VStack(spacing: 16) {
            Text("Choice: \(choice)")
            Button("Share…") { showOptions = true }
                .confirmationDialog("Share via", isPresented: $showOptions, titleVisibility: .visible) {
                    Button("Messages") { choice = "Messages" }
                    Button("Mail") { choice = "Mail" }
                    Button("Cancel", role: .cancel) {}
                }
        }
    }
}
