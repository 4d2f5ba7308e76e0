// A photo page in a scroll view, in a 300×400 window. Predict, then check.
// 滚动视图里的一页照片，窗口大小 300×400。先预测，再检查。
#Preview {
    ScrollView {
        Color.orange
            .accessibilityIdentifier("banner")
        Color.gray
            .aspectRatio(3 / 2, contentMode: .fit)
            .accessibilityIdentifier("photo")
        Circle()
            .fill(Color.blue)
            .accessibilityIdentifier("dot")
        Text("Harbour at dawn")
    }
}

// TODO: your predictions, in points.
// 待办：写下你的预测，单位是点。
let bannerHeight = 0.0
let photoHeight = 0.0
let dotWidth = 0.0
