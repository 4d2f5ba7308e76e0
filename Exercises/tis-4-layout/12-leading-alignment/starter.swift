#Preview {
    // TODO: align the leading edges.
    // TODO：对齐前边。
    VStack {
        Text("Favorite").accessibilityIdentifier("title")
        Text("Hello, World!").accessibilityIdentifier("detail")
    }
}
