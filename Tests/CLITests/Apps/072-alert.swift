import SwiftUI

struct ContentView: View {
    @State private var showAlert = false
    @State private var deleted = false

    var body: some View {
        VStack {
            Text(deleted ? "File deleted" : "report.pdf")
            Button("Delete file", role: .destructive) {
                showAlert = true
            }
        }
        .alert("Delete this file?", isPresented: $showAlert) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This action cannot be undone.")
        }
    }
}
