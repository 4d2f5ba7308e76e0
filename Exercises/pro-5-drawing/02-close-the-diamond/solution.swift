// The diamond of a playing card, drawn from the middles of its rectangle's edges.
// 扑克牌上的菱形，用它的矩形各边的中点画出。
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            // `addLines` starts a new subpath at its first point, so the list begins with the top
            // corner. A `move(to:)` before it would only start a subpath that nothing is added to.
            // `addLines` 从它的第一个点开始一条新的子路径，所以列表以上面的角开头。
            // 在它之前的 `move(to:)` 只会开始一条什么也没添加的子路径。
            p.addLines([
                CGPoint(x: rect.midX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.midY),
                CGPoint(x: rect.midX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.midY),
            ])
            p.closeSubpath()   // from the left corner back to the top one / 从左边的角回到上面的角
        }
    }
}

struct ContentView: View {
    var body: some View {
        Diamond()
            .fill(.red)
            .frame(width: 80, height: 120)
            .accessibilityIdentifier("diamond")
    }
}
