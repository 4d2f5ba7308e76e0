// fixedSize() proposes nil×nil, and the text answers with its ideal size: one line, 76×17.
// fixedSize() 建议 nil×nil，文本以它的理想尺寸回答：一行，76×17。
#Preview {
    Text("Hello, World!")
        .fixedSize()
        .accessibilityIdentifier("label")
}
