#Preview {
    HStack {
        // TODO: right-align the text without a Spacer.
        // TODO：不用 Spacer，让文本靠右对齐。
        Spacer()
        Text("Some right-aligned text").accessibilityIdentifier("label")
    }
}
