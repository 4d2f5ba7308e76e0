// A download's progress as a ring: a gray track, and a green arc from 12 o'clock for the part done.
// 用圆环表示下载进度：灰色的轨道，以及从 12 点开始、表示已完成部分的绿色圆弧。
struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray, lineWidth: 10)
            // A circle's path starts at 3 o'clock and runs clockwise, so the trimmed arc does too.
            // Turning the drawing a quarter turn back, −90°, moves its start to 12 o'clock; it
            // still grows clockwise. The rotation changes only the drawing: the frame stays put.
            // 圆的路径从 3 点开始顺时针延伸，所以裁剪出的圆弧也一样。把绘制往回转四分之一圈（−90°）
            // ，起点就移到了 12 点；它仍然顺时针增长。旋转只改变绘制：框架保持不动。
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, lineWidth: 10)
                .rotationEffect(.degrees(-90))
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
