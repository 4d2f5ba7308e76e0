// Spacer(minLength: 0) can be squeezed to nothing, which leaves the texts their ideal widths.
// Spacer(minLength: 0) 可以被挤到没有，这样文本就保留了它们的理想宽度。
#Preview {
    HStack(spacing: 0) {
        Text("Favorite").accessibilityIdentifier("left")
        Spacer(minLength: 0)
        Text("Top").accessibilityIdentifier("right")
    }
}
