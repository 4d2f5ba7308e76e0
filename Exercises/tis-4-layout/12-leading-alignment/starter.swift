#Preview {
    // TODO: align the leading edges.
    VStack {
        Text("Favorite").accessibilityIdentifier("title")
        Text("Hello, World!").accessibilityIdentifier("detail")
    }
}
