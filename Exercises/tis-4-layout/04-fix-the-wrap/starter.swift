#Preview {
    HStack(spacing: 0) {
        Color.cyan
        // TODO: make the stack size this text before the colours.
        Text("Hello, World!").accessibilityIdentifier("label")
        Color.teal
    }
}
