// VStack(alignment: .leading) lines up its children's leading guides.
// VStack(alignment: .leading) 把它的子视图的 leading 参考线对齐。
#Preview {
    VStack(alignment: .leading) {
        Text("Favorite").accessibilityIdentifier("title")
        Text("Hello, World!").accessibilityIdentifier("detail")
    }
}
