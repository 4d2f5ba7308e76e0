// Predict the height of the "High water" text: which of the two fonts does it read?
// 预测 "High water" 这段文本的高度：它读取的是两个字体中的哪一个？
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
// TODO：你的预测，单位是点。
let predictedHeight = 0.0
