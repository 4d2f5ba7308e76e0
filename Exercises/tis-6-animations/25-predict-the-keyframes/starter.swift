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

// TODO: your predictions, counted from the tap.
// TODO：你的预测，时间从点按算起。
let heightAfter300ms = 0.0
let heightAfter700ms = 0.0
let angleAfter250ms = 0.0
let angleAfter700ms = 0.0
