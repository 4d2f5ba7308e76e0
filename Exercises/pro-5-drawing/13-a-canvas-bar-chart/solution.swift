// Four quarters of sales as bars, drawn in one Canvas.
// 四个季度的销售额画成柱形，全部画在一个 Canvas 里。
struct SalesChart: View {
    let sales: [Double] = [4, 7, 3, 6]   // thousands; 8 would fill the height / 单位是千；8 会填满整个高度

    var body: some View {
        // One view draws every bar: the closure runs with the canvas's size (here 240×160) and
        // fills one rectangle per quarter through the graphics context.
        // 一个视图画出所有柱形：闭包以画布的尺寸（这里是 240×160）运行，
        // 通过图形上下文为每个季度填充一个矩形。
        Canvas { context, size in
            let column = size.width / Double(sales.count)
            for (i, value) in sales.enumerated() {
                let barHeight = size.height * value / 8
                // y grows downwards, so a bar standing on the bottom edge starts its height above it.
                // y 向下增长，所以立在底边上的柱形要从底边往上一个柱高的地方开始。
                let bar = CGRect(x: Double(i) * column + 8, y: size.height - barHeight,
                                 width: column - 16, height: barHeight)
                context.fill(Path(bar), with: .color(.blue))
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        SalesChart()
            .frame(width: 240, height: 160)
            .accessibilityIdentifier("chart")
    }
}
