// A reading list on a yellow card that should span the scroll view.
// 黄色卡片上的一份书单，卡片应该横跨整个滚动视图。
#Preview {
    ScrollView {
        // TODO: let the card take the scroll view's width, without a frame or a Spacer.
        // 待办：不用 frame 也不用 Spacer，让卡片取得滚动视图的宽度。
        VStack(alignment: .leading, spacing: 12) {
            Text("Dune").accessibilityIdentifier("first")
            Text("The Left Hand of Darkness")
            Text("Solaris")
        }
        .padding()
        .background(Color.yellow)
        .accessibilityIdentifier("card")
    }
}
