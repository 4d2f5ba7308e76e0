// VStack(alignment: .leading) lines up its children's leading guides.
#Preview {
    VStack(alignment: .leading) {
        Text("Favorite").accessibilityIdentifier("title")
        Text("Hello, World!").accessibilityIdentifier("detail")
    }
}
