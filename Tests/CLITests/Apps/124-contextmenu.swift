import SwiftUI

struct ContentView: View {
    @State private var pinned = false

    var body: some View {
        Text(pinned ? "📌 Pinned note" : "Note")
            .padding()
            .background(Color.yellow.opacity(0.4))
            .cornerRadius(8)
            .contextMenu {
                Button {
                    pinned.toggle()
                } label: {
                    Label(pinned ? "Unpin" : "Pin", systemImage: "pin")
                }
                Button(role: .destructive) {
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
    }
}
