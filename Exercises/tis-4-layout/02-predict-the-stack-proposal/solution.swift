// No spacing, three children: the text is the least flexible, so it is asked first and gets
// 180 ÷ 3 = 60. It wraps to two lines and takes 36; the colours share the rest.
// 没有间距，三个子视图：文本的灵活性最小，所以最先被询问，得到 180 ÷ 3 = 60。它换成两行，占用 36；
// 两个颜色分掉剩下的空间。
#Preview {
    HStack(spacing: 0) {
        Color.cyan
        Text("Hello, World!").accessibilityIdentifier("label")
        Color.teal
    }
}

let proposedWidth = 60.0
