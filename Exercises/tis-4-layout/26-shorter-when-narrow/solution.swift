// A favourite button that says less when it has less room.
// 一个“收藏”按钮：空间越少，说得越少。
#Preview {
    // ViewThatFits asks each child for its ideal size (it proposes nil) and shows the first, in
    // the order written, that fits the proposal; when none fits, it shows the last. So the
    // longest label comes first and the icon alone, which fits almost anywhere, comes last.
    // ViewThatFits 向每个子视图要它的理想尺寸（建议 nil），按书写顺序显示第一个能放进建议
    // 尺寸的子视图；一个都放不下时，显示最后一个。所以最长的标签写在最前面，几乎哪里都放得下
    // 的单个图标写在最后。
    ViewThatFits {
        HStack {
            Image(systemName: "star")
            Text("Add to favourites").accessibilityIdentifier("long")
        }
        HStack {
            Image(systemName: "star")
            Text("Save").accessibilityIdentifier("short")
        }
        Image(systemName: "star")
    }
    .accessibilityIdentifier("button")
}
