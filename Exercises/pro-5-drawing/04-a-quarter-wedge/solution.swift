// A pie chart of a disk: the used quarter in blue, the free rest in gray.
// 磁盘的饼图：已用的四分之一是蓝色，剩下的空闲部分是灰色。
struct Wedge: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        // `clockwise` is named for a y-up drawing. Path's y grows downwards, which mirrors every
        // turn: `clockwise: false` goes from `start` to `end` clockwise on screen, the short way
        // from −90° (12 o'clock) to 0° (3 o'clock).
        // `clockwise` 是按 y 向上的绘图命名的。Path 的 y 向下增长，这把每个转向都镜像了：
        // `clockwise: false` 在屏幕上从 `start` 顺时针转到 `end`，也就是从 −90°（12 点）
        // 到 0°（3 点）的近路。
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()   // the line back to the centre closes the wedge
                              // 回到圆心的线闭合了扇形
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
