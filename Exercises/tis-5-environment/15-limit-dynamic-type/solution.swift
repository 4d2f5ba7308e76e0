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
            // A range, not a single size: it clamps the size the header reads from its
            // environment into ...xLarge. A larger setting (accessibility3) becomes xLarge; a
            // smaller one (xSmall) is already inside the range and stays as it is. Only the
            // header's subtree reads the clamped value, so the message below keeps growing.
            .dynamicTypeSize(...DynamicTypeSize.xLarge)
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
