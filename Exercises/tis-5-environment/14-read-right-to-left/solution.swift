// Preview the same row left to right and right to left, one under the other.
// 上下排列预览同一行：一行从左到右，一行从右到左。
struct ShoppingRow: View {
    var number: String
    var title: String
    var id: String

    var body: some View {
        // Nothing here says "left" or "right": spacing, .leading padding and .leading alignment
        // are relative to the layout direction this view reads from its environment.
        // 这里没有任何地方说“左”或“右”：间距、.leading 内边距和 .leading
        // 对齐都是相对于这个视图从环境中读到的布局方向而言的。
        HStack(spacing: 8) {
            Text(number).accessibilityIdentifier(id + "Number")
            Text(title).accessibilityIdentifier(id + "Title")
        }
        .padding(.leading, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    VStack(spacing: 12) {
        ShoppingRow(number: "1.", title: "Milk", id: "plain")
        ShoppingRow(number: "2.", title: "Bread", id: "mirrored")
            // The environment value flows down into this row only: its HStack now places the
            // number first from the right, the leading padding lands on the right edge and the
            // frame pushes the row to the right. The row above keeps the default, left to right.
            // 这个环境值只向下流进这一行：它的 HStack 现在从右边开始先放数字，
            // 前边的内边距落在右边缘，框架把这一行推到右边。上面那一行保持默认的从左到右。
            .environment(\.layoutDirection, .rightToLeft)
    }
}
