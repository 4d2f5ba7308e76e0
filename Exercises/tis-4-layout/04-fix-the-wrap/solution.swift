// layoutPriority(1) puts the text in a group that is sized before the colours: it is offered
// the whole width (minus the colours' minimum, 0) and takes its ideal 76 points on one line.
#Preview {
    HStack(spacing: 0) {
        Color.cyan
        Text("Hello, World!")
            .layoutPriority(1)
            .accessibilityIdentifier("label")
        Color.teal
    }
}
