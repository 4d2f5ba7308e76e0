// Predict the height of the "High water" text: which of the two fonts does it read?
// 预测 "High water" 这段文本的高度：它读取的是两个字体中的哪一个？
//
// Both `.font` modifiers write the same environment value. The VStack's `.font(.caption)` writes
// it for everything in the VStack; inside, the HStack's `.font(.title)` writes it again for
// everything in the HStack. A Text reads the value of the nearest writer above it, so
// "High water" is a `.title` line, 28 points high. That `.font(.caption)` comes later in the
// source does not matter: it sits further out in the view tree.
// "Tide table" and "Low water 12:31" have only the VStack's writer above them: caption, 12 high.
// 两个 `.font` 修饰器写的是同一个环境值。VStack 的 `.font(.caption)` 为 VStack 里的一切写入它；
// 在里面，HStack 的 `.font(.title)` 又为 HStack 里的一切再写一次。
// Text 读取的是它上方最近的写入者的值，所以 "High water" 是一行 `.title`，28 点高。
// `.font(.caption)` 在源码里写得更靠后并不重要：它在视图树里位于更外层。
// "Tide table" 和 "Low water 12:31" 上方只有 VStack 这个写入者：caption，12 点高。
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
