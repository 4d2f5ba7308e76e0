// A round "NEW" badge for the shop's new products.
// 给商店新品用的圆形 "NEW" 徽章。
struct ContentView: View {
    var body: some View {
        HStack {
            Text("Trail shoes")
            Circle()
                // TODO: a linear gradient from yellow at the top to red at the bottom.
                // TODO：从顶部的黄色到底部的红色的线性渐变。
                .fill(.orange)
                .frame(width: 64, height: 64)
                .overlay { Text("NEW").font(.caption) }
                .accessibilityIdentifier("badge")
        }
    }
}
