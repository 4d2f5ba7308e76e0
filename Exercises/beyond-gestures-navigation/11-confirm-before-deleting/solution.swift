// An inbox whose "Delete all" asks before it deletes anything.
struct Inbox: View {
    @State private var messages = 12
    // Whether the alert is showing is state too: the button only sets it.
    @State private var confirming = false
    var body: some View {
        VStack {
            Text("\(messages) messages").accessibilityIdentifier("count")
            Button("Delete all") { confirming = true }
        }
        // The alert reads `confirming` through the binding; tapping any of its buttons sets it
        // back to false, then runs that button's action. Only "Delete" deletes.
        .alert("Delete all messages?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { messages = 0 }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#Preview { Inbox() }
