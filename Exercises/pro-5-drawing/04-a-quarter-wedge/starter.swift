// A pie chart of a disk: the used quarter in blue, the free rest in gray.
// 磁盘的饼图：已用的四分之一是蓝色，剩下的空闲部分是灰色。
struct Wedge: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        // TODO: the arc goes the long way round. Which `clockwise:` turns clockwise on screen?
        // TODO：这段弧绕了远路。哪个 `clockwise:` 在屏幕上是顺时针？
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: start, endAngle: end, clockwise: true)
        path.closeSubpath()
        return path
    }
}

struct ContentView: View {
    var body: some View {
        ZStack {
            Wedge(start: .degrees(-90), end: .degrees(0))    // used: 12 to 3 o'clock
                                                             // 已用：12 点到 3 点
                .fill(.blue)
            Wedge(start: .degrees(0), end: .degrees(270))    // free: 3 o'clock round to 12
                                                             // 空闲：从 3 点绕到 12 点
                .fill(.gray)
        }
        .frame(width: 120, height: 120)
        .accessibilityIdentifier("pie")
    }
}
