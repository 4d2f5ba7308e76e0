let tags = ["swift", "layout", "trees"]

#Preview {
    HStack {
        // TODO: make these three texts with one ForEach over `tags`.
        // TODO：用一个遍历 `tags` 的 ForEach 生成这三个文本。
        Text("swift")
        Text("layout")
        Text("trees")
    }
}
