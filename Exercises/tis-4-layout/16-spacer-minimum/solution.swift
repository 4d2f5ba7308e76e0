// Spacer(minLength: 0) can be squeezed to nothing, which leaves the texts their ideal widths.
#Preview {
    HStack(spacing: 0) {
        Text("Favorite").accessibilityIdentifier("left")
        Spacer(minLength: 0)
        Text("Top").accessibilityIdentifier("right")
    }
}
