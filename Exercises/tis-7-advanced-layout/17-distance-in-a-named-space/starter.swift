// A ruler as long as the distance from the card's edge to the reader.
#Preview {
    HStack(spacing: 0) {
        Color.gray.frame(width: 24, height: 30)
        GeometryReader { proxy in
            // TODO: measure in the card's named space.
            let frame = proxy.frame(in: .local)
            Color.red.frame(width: frame.minX, height: 4).accessibilityIdentifier("ruler")
        }
        .frame(width: 100, height: 30)
        .accessibilityIdentifier("reader")
    }
    .padding(16)
    .accessibilityIdentifier("card")
    .coordinateSpace(name: "card")
}
