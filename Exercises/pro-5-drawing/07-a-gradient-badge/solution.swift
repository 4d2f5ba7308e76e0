// A round "NEW" badge for the shop's new products.
// 给商店新品用的圆形 "NEW" 徽章。
struct ContentView: View {
    var body: some View {
        HStack {
            Text("Trail shoes")
            Circle()
                // A gradient is a paint: the circle's outline decides where it shows, and the unit
                // points `.top` and `.bottom` are the middles of the circle's top and bottom edges.
                // Halfway down the two colours mix to orange.
                // 渐变是一种颜料：圆的轮廓决定它显示在哪里，
                // 单位点 `.top` 和 `.bottom` 是圆的上边和下边的中点。在一半的高度，
                // 两种颜色混合成橙色。
                .fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                .frame(width: 64, height: 64)
                .overlay { Text("NEW").font(.caption) }
                .accessibilityIdentifier("badge")
        }
    }
}
