// Predict the height of the "High water" text: which of the two fonts does it read?
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

// TODO: your prediction, in points.
let predictedHeight = 0.0
