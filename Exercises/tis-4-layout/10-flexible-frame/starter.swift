#Preview {
    Color.orange
        // TODO: choose the two numbers.
        .frame(minWidth: 0, maxWidth: 0)
        .accessibilityIdentifier("box")
}
