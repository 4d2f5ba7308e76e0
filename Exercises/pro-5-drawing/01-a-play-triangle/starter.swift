// A play button's triangle that fits whatever rectangle it is given.
// 播放按钮的三角形，适配它得到的任何矩形。
struct PlayTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        // TODO: move to the top-left corner, add lines to the middle of the right edge and to the
        //       bottom-left corner, then close the subpath. For now the outline is the whole rectangle.
        // TODO：移动到左上角，添加到右边中点和左下角的直线，然后闭合子路径。
        //       目前轮廓是整个矩形。
        Path(rect)
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 40) {
            PlayTriangle()
                .fill(.blue)
                .frame(width: 60, height: 60)
                .accessibilityIdentifier("big")
            PlayTriangle()
                .fill(.blue)
                .frame(width: 24, height: 30)
                .accessibilityIdentifier("small")
        }
    }
}
