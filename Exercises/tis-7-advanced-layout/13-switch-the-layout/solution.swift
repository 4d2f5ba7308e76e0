// AnyLayout erases the layout's type, so both choices make the same kind of container in the same
// place in the tree: switching it rearranges the views without replacing them.
// AnyLayout 抹去了布局的类型，所以两种选择都会在树的同一个位置生成同一种容器：
// 切换它只会重新排列视图，而不会替换它们。
let compact = true
let layout = compact ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 8))

#Preview {
    layout {
        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("picture")
        Text("Ada Lovelace").accessibilityIdentifier("name")
    }
}
