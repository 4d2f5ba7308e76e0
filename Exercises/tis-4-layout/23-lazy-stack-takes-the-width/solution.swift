// A reading list on a yellow card that should span the scroll view.
// 黄色卡片上的一份书单，卡片应该横跨整个滚动视图。
#Preview {
    ScrollView {
        // The scroll view proposes its width × nil. A VStack would answer with its widest row;
        // a LazyVStack takes the proposed width, so the padding and the card around it do too.
        // 滚动视图建议“它的宽度 × nil”。VStack 会用最宽的那一行来回答；LazyVStack 接受
        // 建议的宽度，所以外面的内边距和卡片也跟着一样宽。
        LazyVStack(alignment: .leading, spacing: 12) {
            Text("Dune").accessibilityIdentifier("first")
            Text("The Left Hand of Darkness")
            Text("Solaris")
        }
        .padding()
        .background(Color.yellow)
        .accessibilityIdentifier("card")
    }
}
