// aspectRatio(_:contentMode: .fit) proposes to its content the largest size of that ratio that
// fits the proposal; the colour accepts it.
#Preview {
    Color.blue
        .aspectRatio(16/9, contentMode: .fit)
        .accessibilityIdentifier("box")
}
