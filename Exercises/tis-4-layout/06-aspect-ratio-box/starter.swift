#Preview {
    Color.blue
        // TODO: replace the fixed frame with a modifier that keeps the 16:9 ratio.
        .frame(width: 200, height: 112.5)
        .accessibilityIdentifier("box")
}
