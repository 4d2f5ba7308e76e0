// One tap on "Like": how many animations, and which scale at the end? Predict; do not change the code.
// 点一下 "Like"：有几个动画，最后的缩放比例是多少？请预测，不要改代码。
struct ContentView: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "heart.fill")
                .accessibilityIdentifier("heart")
                .phaseAnimator([1.0, 1.4, 0.9], trigger: likes) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in
                    .easeInOut(duration: 0.15)
                }
            Button("Like") { likes += 1 }
        }
    }
}

// TODO: your two predictions.
// TODO：你的两个预测。
let animationsPerTap = 0
let restingScale = 0.0
