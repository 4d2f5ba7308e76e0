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
            // A range, not a single size: it clamps the size the header reads from its
            // environment into ...xLarge. A larger setting (accessibility3) becomes xLarge; a
            // smaller one (xSmall) is already inside the range and stays as it is. Only the
            // header's subtree reads the clamped value, so the message below keeps growing.
            // 这是一个范围，而不是单一的字号：它把标题栏从环境中读到的字号限制在 ...xLarge 之内。
            // 更大的设置（accessibility3）变成 xLarge；更小的（xSmall）本来就在范围内，保持不变。
            // 只有标题栏的子树读取被限制后的值，所以下面的消息仍然会变大。
            .dynamicTypeSize(...DynamicTypeSize.xLarge)
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
