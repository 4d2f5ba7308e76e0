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

// The scroll view proposes 300×nil to each child: the full width, and no height at all.
// 滚动视图向每个子视图建议 300×nil：完整的宽度，高度则完全不给。
// A colour fills what it is offered, and nil becomes the nominal 10 points.
// 颜色会填满给它的空间，而 nil 会变成名义上的 10 点。
let bannerHeight = 10.0
// The aspect ratio has a width to work from: 300 wide at 3:2 is 200 tall.
// aspectRatio 有宽度可以推算：300 宽、3:2 的比例，高就是 200。
let photoHeight = 200.0
// A circle fits into 300×10 (nil read as 10): the largest circle in that is 10 wide.
// 圆形要放进 300×10（nil 当作 10）：能放进去的最大的圆只有 10 宽。
let dotWidth = 10.0
