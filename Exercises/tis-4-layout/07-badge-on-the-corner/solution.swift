// The overlay aligns the badge's top-trailing point with the host's. Redefining the badge's
// .top guide as half its height and its .trailing guide as half its width makes that point the
// badge's centre. The overlay still reports the host's size.
// overlay 把徽章的右上角（top-trailing）点和宿主视图的对齐。
// 把徽章的 .top 参考线重新定义为它高度的一半、.trailing 参考线定义为它宽度的一半，
// 这个点就成了徽章的中心。overlay 报告的仍然是宿主视图的尺寸。
#Preview {
    Color.blue
        .frame(width: 100, height: 50)
        .accessibilityIdentifier("host")
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .accessibilityIdentifier("badge")
                .alignmentGuide(.top) { d in d.height / 2 }
                .alignmentGuide(.trailing) { d in d.width / 2 }
        }
}
