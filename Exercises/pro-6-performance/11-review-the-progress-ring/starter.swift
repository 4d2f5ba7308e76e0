// Review of Pro SwiftUI chapters 5–6: a progress ring that starts at 12 o'clock, and a tap that
// re-runs the ring's card only.
// 《Pro SwiftUI》第 5–6 章复习：一个从 12 点钟方向开始的进度环，点一下只重新运行进度环的卡片。

struct Header: View {
    var body: some View {
        Text("Today's walk")
    }
}

struct RingCard: View {
    @Binding var progress: Double

    var body: some View {
        VStack(spacing: 12) {
            // TODO: the ring should start at 12 o'clock.
            // TODO：进度环应该从 12 点钟方向开始。
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, lineWidth: 10)
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("ring")
            Button("Add a quarter") { progress = min(1, progress + 0.25) }
        }
    }
}

struct ContentView: View {
    // TODO: a tap should re-run the ring's card only, not this screen and its header.
    // TODO：点一下应该只重新运行进度环的卡片，而不是这个屏幕和它的标题。
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 16) {
            Header()
            RingCard(progress: $progress)
        }
    }
}
