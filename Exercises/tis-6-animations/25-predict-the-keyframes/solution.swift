// One tap on "Hop": predict the values of the hop; do not change the code.
// 点一下 "Hop"：预测 hop 的各个值；不要改代码。
struct Hop {
    var height = 0.0
    var angle = 0.0
}

struct ContentView: View {
    @State private var hops = 0

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "hare.fill")
                .accessibilityIdentifier("hare")
                .keyframeAnimator(initialValue: Hop(), trigger: hops) { content, hop in
                    content
                        .rotationEffect(.degrees(hop.angle))
                        .offset(y: -hop.height)
                } keyframes: { _ in
                    KeyframeTrack(\.height) {
                        LinearKeyframe(40, duration: 0.2)
                        LinearKeyframe(40, duration: 0.2)
                        LinearKeyframe(0, duration: 0.4)
                    }
                    KeyframeTrack(\.angle) {
                        MoveKeyframe(-15)
                        LinearKeyframe(10, duration: 0.5)
                    }
                }
            Button("Hop") { hops += 1 }
        }
    }
}

// Height: 0 → 40 in the first 0.2 s, a keyframe with the same value holds 40 until 0.4 s, then
// 40 → 0 over 0.4 s: at 0.7 s, three quarters of the way down, 10.
// Angle: `MoveKeyframe` jumps to -15 at once, then -15 → 10 in a straight line over 0.5 s: at
// 0.25 s, half way, -2.5. That track ends at 0.5 s and holds 10 while the height goes on.
// 高度：头 0.2 秒从 0 到 40，一个值相同的关键帧让它保持 40 直到 0.4 秒，然后在 0.4 秒里从 40 到 0：
// 0.7 秒时下降了四分之三，是 10。
// 角度：`MoveKeyframe` 立刻跳到 -15，然后在 0.5 秒里直线地从 -15 到 10：0.25 秒时走了一半，是 -2.5。
// 这条轨道在 0.5 秒结束，在高度还在变化时一直保持 10。
let heightAfter300ms = 40.0
let heightAfter700ms = 10.0
let angleAfter250ms = -2.5
let angleAfter700ms = 10.0
