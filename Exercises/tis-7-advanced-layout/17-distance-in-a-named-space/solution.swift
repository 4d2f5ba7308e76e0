// In its local space a reader is always at (0, 0); in the card's named space its x is how far it
// is from the card's left edge: 16 points of padding and the 24-point grey box.
#Preview {
    HStack(spacing: 0) {
        Color.gray.frame(width: 24, height: 30)
        GeometryReader { proxy in
            let frame = proxy.frame(in: .named("card"))
            Color.red.frame(width: frame.minX, height: 4).accessibilityIdentifier("ruler")
        }
        .frame(width: 100, height: 30)
        .accessibilityIdentifier("reader")
    }
    .padding(16)
    .accessibilityIdentifier("card")
    .coordinateSpace(name: "card")
}
