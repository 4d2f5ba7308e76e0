// An inbox whose "Delete all" asks before it deletes anything.
struct Inbox: View {
    @State private var messages = 12
    var body: some View {
        VStack {
            Text("\(messages) messages").accessibilityIdentifier("count")
            // TODO: ask first, in an alert with a destructive "Delete" button and a "Cancel" button.
            Button("Delete all") { messages = 0 }
        }
    }
}

#Preview { Inbox() }
