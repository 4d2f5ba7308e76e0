// Background after padding: the blue fill should include the padding.
#Preview {
    Text("Favorite")
        // TODO: swap the order of these two modifiers.
        .background(Color.blue.accessibilityIdentifier("fill"))
        .padding()
}
