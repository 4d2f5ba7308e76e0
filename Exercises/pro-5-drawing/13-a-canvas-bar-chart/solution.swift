// Four quarters of sales as bars, drawn in one Canvas.
struct SalesChart: View {
    let sales: [Double] = [4, 7, 3, 6]   // thousands; 8 would fill the height

    var body: some View {
        // One view draws every bar: the closure runs with the canvas's size (here 240×160) and
        // fills one rectangle per quarter through the graphics context.
        Canvas { context, size in
            let column = size.width / Double(sales.count)
            for (i, value) in sales.enumerated() {
                let barHeight = size.height * value / 8
                // y grows downwards, so a bar standing on the bottom edge starts its height above it.
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
