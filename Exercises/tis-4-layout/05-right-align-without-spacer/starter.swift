#Preview {
    HStack {
        // TODO: right-align the text without a Spacer.
        Spacer()
        Text("Some right-aligned text").accessibilityIdentifier("label")
    }
}
