// Predict the height of the "High water" text: which of the two fonts does it read?
//
// Both `.font` modifiers write the same environment value. The VStack's `.font(.caption)` writes
// it for everything in the VStack; inside, the HStack's `.font(.title)` writes it again for
// everything in the HStack. A Text reads the value of the nearest writer above it, so
// "High water" is a `.title` line, 28 points high. That `.font(.caption)` comes later in the
// source does not matter: it sits further out in the view tree.
// "Tide table" and "Low water 12:31" have only the VStack's writer above them: caption, 12 high.
#Preview {
    VStack(alignment: .leading, spacing: 8) {
        Text("Tide table")
        HStack {
            Text("High water")
                .accessibilityIdentifier("high")
            Text("06:12")
        }
        .font(.title)
        Text("Low water 12:31")
    }
    .font(.caption)
}

let predictedHeight = 28.0
