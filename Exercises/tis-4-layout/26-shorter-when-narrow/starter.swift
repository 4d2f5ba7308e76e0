// A favourite button that says less when it has less room.
// 一个“收藏”按钮：空间越少，说得越少。
#Preview {
    // TODO: show only the first of these three that fits, not all of them.
    // 待办：只显示这三个里第一个放得下的，而不是全部显示。
    VStack {
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
