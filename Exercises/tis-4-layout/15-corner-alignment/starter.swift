#Preview {
    Text("Favorite")
        .accessibilityIdentifier("label")
        // TODO: place the text in the bottom-trailing corner.
        // TODO：把文本放在右下角（bottom-trailing）。
        .frame(width: 200, height: 100)
        .accessibilityIdentifier("box")
}
