#Preview {
    HStack(spacing: 0) {
        Text("Favorite").accessibilityIdentifier("left")
        // TODO: let the spacer shrink to nothing.
        // TODO：让 Spacer 能缩到没有。
        Spacer()
        Text("Top").accessibilityIdentifier("right")
    }
}
