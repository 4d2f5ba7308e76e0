// Pages a binding shows: `navigationDestination(isPresented:)` pushes its page while the Bool is
// true and `navigationDestination(item:)` while the item is not nil, given the item. `back` and the
// page's `dismiss()` set the binding back; a link tapped on a bound page pushes above it, and
// setting the binding back pops both.
// event: tap "Compose"
// event: tap "Attach"
// event: back
// event: tap "Discard"
// event: tap "Open Inbox"
// event: back
import SwiftUI

struct Draft: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("New message")
            NavigationLink("Attach") { Text("Choose a file") }
            Button("Discard") { dismiss() }
        }
        .onAppear { print("draft appeared") }
        .onDisappear { print("draft gone") }
    }
}

struct ContentView: View {
    @State private var composing = false
    @State private var selectedFolder: String?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Compose") { composing = true }
                Button("Open Inbox") { selectedFolder = "Inbox" }
            }
            .navigationTitle("Mail")
            .navigationDestination(isPresented: $composing) { Draft() }
            .navigationDestination(item: $selectedFolder) { folder in
                Text("\(folder): 3 unread").navigationTitle(folder)
            }
        }
    }
}
