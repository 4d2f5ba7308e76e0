// The frame aligns its content's bottom-trailing point with its own.
// 框架把它的内容的右下角（bottom-trailing）点和自己的对齐。
#Preview {
    Text("Favorite")
        .accessibilityIdentifier("label")
        .frame(width: 200, height: 100, alignment: .bottomTrailing)
        .accessibilityIdentifier("box")
}
