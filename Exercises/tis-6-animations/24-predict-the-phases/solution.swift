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

// 1.0 → 1.4, 1.4 → 0.9 and 0.9 → 1.0: one animation per step, three steps, because the animator
// goes back to its first phase. With a trigger it then stops, at the first phase, 1.0.
// 1.0 → 1.4、1.4 → 0.9 和 0.9 → 1.0：每一步一个动画，一共三步，因为动画器会回到第一个阶段。
// 有触发值时，它随后就停在第一个阶段 1.0。
let animationsPerTap = 3
let restingScale = 1.0
