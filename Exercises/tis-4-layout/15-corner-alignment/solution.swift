// The frame aligns its content's bottom-trailing point with its own.
#Preview {
    Text("Favorite")
        .accessibilityIdentifier("label")
        .frame(width: 200, height: 100, alignment: .bottomTrailing)
        .accessibilityIdentifier("box")
}
