// A download's progress as a ring: a gray track, and a green arc from 12 o'clock for the part done.
// 用圆环表示下载进度：灰色的轨道，以及从 12 点开始、表示已完成部分的绿色圆弧。
struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray, lineWidth: 10)
            // TODO: the arc starts at 3 o'clock. Make it start at 12 o'clock.
            // TODO：圆弧从 3 点开始。让它从 12 点开始。
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, lineWidth: 10)
        }
    }
}

struct ContentView: View {
    var body: some View {
        ProgressRing(progress: 0.25)
            .frame(width: 120, height: 120)
            .accessibilityIdentifier("ring")
    }
}
