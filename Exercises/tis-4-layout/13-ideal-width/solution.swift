// fixedSize() proposes nil×nil, and the text answers with its ideal size: one line, 76×17.
#Preview {
    Text("Hello, World!")
        .fixedSize()
        .accessibilityIdentifier("label")
}
