// A flexible frame with maxWidth: .infinity accepts any proposed width and reports it back,
// so the background behind it is exactly as wide as the offer — at every size, not just one.
#Preview {
    Text("Favorite")
        .padding(8)
        .frame(maxWidth: .infinity)
        .background(Color.teal)
        .accessibilityIdentifier("bar")
}
