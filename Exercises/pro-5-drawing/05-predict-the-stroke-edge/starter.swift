#Preview {
    HStack(spacing: 40) {
        Rectangle()
            .stroke(.red, lineWidth: 16)
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("plain")
        Rectangle()
            .strokeBorder(.red, lineWidth: 16)
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("bordered")
    }
}

// TODO: "red" or "white" for each point.
// TODO：每个点是 "red" 还是 "white"。
let outsidePlain = "?"
let deepInsidePlain = "?"
let outsideBordered = "?"
let deepInsideBordered = "?"
