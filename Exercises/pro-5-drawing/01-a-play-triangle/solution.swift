// A play button's triangle that fits whatever rectangle it is given.
// 播放按钮的三角形，适配它得到的任何矩形。
struct PlayTriangle: Shape {
    // SwiftUI calls this after layout, with the frame the shape was given: 60×60 for one button,
    // 24×30 for the other. Every point comes from `rect`, so one outline fits both.
    // SwiftUI 在布局之后用形状得到的框架调用它：一个按钮是 60×60，另一个是 24×30。
    // 每个点都来自 `rect`，所以一个轮廓适配两者。
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))      // pen down at the top-left corner
                                                                // 在左上角落笔
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))   // the tip, halfway down the right edge
                                                                // 尖端，在右边的中点
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))   // the bottom-left corner
                                                                // 左下角
        path.closeSubpath()                                     // back up the left edge
                                                                // 沿左边回到上面
        return path
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
