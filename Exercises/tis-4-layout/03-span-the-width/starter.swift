// Span the width: the teal bar should be as wide as the space it is offered.
#Preview {
    Text("Favorite")
        .padding(8)
        // TODO: replace this fixed width with a frame that takes the proposed width.
        .frame(width: 320)
        .background(Color.teal)
        .accessibilityIdentifier("bar")
}
