#Preview {
    HStack(spacing: 40) {
        Rectangle()
            .stroke(.red, lineWidth: 16)        // centred on the outline: 8 outside, 8 inside
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("plain")
        Rectangle()
            .strokeBorder(.red, lineWidth: 16)  // outline inset by 8 first: all 16 inside
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("bordered")
    }
}

// The plain stroke covers 8 points on each side of the frame's edge: 4 outside is red, 12 inside
// is past its inner half and white.
let outsidePlain = "red"
let deepInsidePlain = "white"
// The border covers the 16 points just inside the edge: 4 outside is white, 12 inside is red.
let outsideBordered = "white"
let deepInsideBordered = "red"
