// Keep the compact header from growing past .xLarge while the message still grows.
struct InboxScreen: View {
    var id: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Inbox").font(.headline)
                    .accessibilityIdentifier(id + "Title")
                Text("3 unread").font(.caption)
                    .accessibilityIdentifier(id + "Subtitle")
            }
            // TODO: keep this header at .xLarge or smaller, whatever size the app runs at.
            Text("Lunch moved to noon")
                .accessibilityIdentifier(id + "Message")
        }
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 24) {
        // The same screen at a large accessibility size and at the smallest size.
        InboxScreen(id: "large")
            .dynamicTypeSize(.accessibility3)
        InboxScreen(id: "small")
            .dynamicTypeSize(.xSmall)
    }
}
