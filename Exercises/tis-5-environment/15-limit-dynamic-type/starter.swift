// Keep the compact header from growing past .xLarge while the message still grows.
// 让紧凑的标题栏不要大过 .xLarge，而消息仍然可以变大。
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
            // TODO：无论应用以什么字号运行，都让这个标题栏保持在 .xLarge 或更小。
            Text("Lunch moved to noon")
                .accessibilityIdentifier(id + "Message")
        }
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 24) {
        // The same screen at a large accessibility size and at the smallest size.
        // 同一个界面，分别使用很大的辅助功能字号和最小的字号。
        InboxScreen(id: "large")
            .dynamicTypeSize(.accessibility3)
        InboxScreen(id: "small")
            .dynamicTypeSize(.xSmall)
    }
}
