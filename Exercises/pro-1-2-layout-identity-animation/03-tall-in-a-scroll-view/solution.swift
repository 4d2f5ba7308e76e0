// One banner, used twice: inside a scroll view, and beside it.
// 同一个横幅用了两次：一次在滚动视图里，一次在它旁边。
struct Banner: View {
    var body: some View {
        // A frame is layout neutral for what it does not set: with only maxHeight, it takes its
        // ideal height from the colour, and a colour's ideal is the nominal 10 points, which is
        // what a scroll view's nil proposal asks for. idealHeight answers nil with 400; maxHeight
        // still caps what a real proposal can give.
        // 框架对它没有设置的尺寸是布局中立的：只写 maxHeight 时，它的理想高度来自颜色，而颜色的
        // 理想高度是名义上的 10 点，这正是滚动视图的 nil 建议所要的。idealHeight 用 400 来回答
        // nil；maxHeight 仍然限制真实的建议最多能给多少。
        Color.orange
            .frame(idealHeight: 400, maxHeight: 400)
    }
}

#Preview {
    HStack(spacing: 0) {
        ScrollView {
            Banner().accessibilityIdentifier("scrolled")
        }
        Banner().accessibilityIdentifier("beside")
    }
}
