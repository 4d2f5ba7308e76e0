#Preview {
    Color.orange
        // TODO: choose the two numbers.
        // TODO：选出这两个数。
        .frame(minWidth: 0, maxWidth: 0)
        .accessibilityIdentifier("box")
}
