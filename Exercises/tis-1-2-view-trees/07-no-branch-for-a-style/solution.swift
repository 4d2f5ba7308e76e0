// A value that changes inside one view keeps the view's identity: the tree has a single path to
// the Text whether or not it is highlighted.
// 在一个视图内部变化的值会保留这个视图的身份标识：无论是否高亮，
// 树里通往这个 Text 的路径都只有一条。
let highlighted = true

#Preview {
    Text("Favorite")
        .padding(highlighted ? 20 : 0)
        .accessibilityIdentifier("label")
}
