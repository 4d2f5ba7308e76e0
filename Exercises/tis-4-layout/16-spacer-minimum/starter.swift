#Preview {
    HStack(spacing: 0) {
        Text("Favorite").accessibilityIdentifier("left")
        // TODO: let the spacer shrink to nothing.
        Spacer()
        Text("Top").accessibilityIdentifier("right")
    }
}
