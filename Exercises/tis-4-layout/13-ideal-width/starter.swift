#Preview {
    Text("Hello, World!")
        // TODO: let the text ignore the narrow proposal.
        .frame(width: 40)
        .accessibilityIdentifier("label")
}
