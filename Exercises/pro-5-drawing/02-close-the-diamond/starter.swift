// The diamond of a playing card, drawn from the middles of its rectangle's edges.
// 扑克牌上的菱形，用它的矩形各边的中点画出。
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            // TODO: the top half of the diamond is missing. What does `addLines` do with its first point?
            // TODO：菱形的上半部分不见了。`addLines` 是怎么处理它的第一个点的？
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLines([
                CGPoint(x: rect.maxX, y: rect.midY),
                CGPoint(x: rect.midX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.midY),
            ])
            p.closeSubpath()
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
