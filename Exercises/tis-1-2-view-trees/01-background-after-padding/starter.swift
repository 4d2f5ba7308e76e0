// Background after padding: the blue fill should include the padding.
// 先内边距后背景：蓝色填充应该把内边距也包进去。
#Preview {
    Text("Favorite")
        // TODO: swap the order of these two modifiers.
        // TODO：交换这两个修饰器的顺序。
        .background(Color.blue.accessibilityIdentifier("fill"))
        .padding()
}
