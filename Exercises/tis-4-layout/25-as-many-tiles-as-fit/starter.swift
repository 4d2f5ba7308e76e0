// A photo grid: tiles at least 80 points wide, as many to a row as the width allows.
// 一个照片网格：每个图块至少 80 点宽，一行放得下几个就放几个。
#Preview {
    // TODO: replace the two columns by columns that adapt to the width.
    // 待办：把这两列换成能随宽度变化的列。
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
        ForEach(0..<7, id: \.self) { i in
            Color.teal
                .frame(height: 60)
                .accessibilityIdentifier("tile\(i)")
        }
    }
    .accessibilityIdentifier("grid")
}
