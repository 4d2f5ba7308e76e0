// Four quarters of sales as bars, drawn in one Canvas.
// 四个季度的销售额画成柱形，全部画在一个 Canvas 里。
struct SalesChart: View {
    let sales: [Double] = [4, 7, 3, 6]   // thousands; 8 would fill the height / 单位是千；8 会填满整个高度

    var body: some View {
        Canvas { context, size in
            let column = size.width / Double(sales.count)
            for (i, value) in sales.enumerated() {
                let barHeight = size.height * value / 8
                // TODO: the bars hang from the top. Make each one stand on the bottom edge.
                // TODO：柱形从顶部垂下来了。让每根柱形立在底边上。
                let bar = CGRect(x: Double(i) * column + 8, y: 0, width: column - 16, height: barHeight)
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
