import SwiftUI

struct DetailSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("Details")
                .font(.title)
            Button("Close") {
                dismiss()
            }
        }
    }
}

struct ContentView: View {
    @State private var showSheet = false

    var body: some View {
        Button("Show details") {
            showSheet = true
        }
        .sheet(isPresented: $showSheet) {
            DetailSheet()
        }
    }
}
