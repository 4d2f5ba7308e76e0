#Preview {
    Text("Favorite")
        .accessibilityIdentifier("label")
        // TODO: place the text in the bottom-trailing corner.
        .frame(width: 200, height: 100)
        .accessibilityIdentifier("box")
}
