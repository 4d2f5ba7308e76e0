// Review of Pro SwiftUI chapters 5–6: a progress ring that starts at 12 o'clock, and a tap that
// re-runs the ring's card only.
// 《Pro SwiftUI》第 5–6 章复习：一个从 12 点钟方向开始的进度环，点一下只重新运行进度环的卡片。

struct Header: View {
    var body: some View {
        Text("Today's walk")
    }
}

// Chapter 6: the state lives in the view that shows it, so a tap re-runs this card and not the
// screen with its header.
// 第 6 章：状态放在显示它的视图里，所以点一下只重新运行这张卡片，不运行带标题的整个屏幕。
struct RingCard: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 12) {
            // Chapter 5: a circle's path starts at 3 o'clock and runs clockwise on screen; a
            // quarter turn back moves its start to 12 o'clock.
            // 第 5 章：圆的路径从 3 点钟方向开始，在屏幕上顺时针走；往回转四分之一圈，起点就到了 12 点钟方向。
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, lineWidth: 10)
                .rotationEffect(.degrees(-90))
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("ring")
            Button("Add a quarter") { progress = min(1, progress + 0.25) }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Header()
            RingCard()
        }
    }
}
