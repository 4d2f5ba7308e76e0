// A failed sign-in shakes the button; at rest it should be in its place.
// 登录失败会让按钮抖动；静止时它应该待在原位。
struct ContentView: View {
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Wrong password")
            Button("Sign in") { attempts += 1 }
                .accessibilityIdentifier("button")
                // The button rests at the first phase, 0. A new attempt animates it to -12, then
                // to 12, each step an animation of its own, and then back to 0, where it stops
                // until the trigger changes again.
                // 按钮停在第一个阶段 0。新的一次尝试让它动画到 -12，再到 12，每一步都是单独的动画，
                // 然后回到 0，在那里停下，直到触发值再次变化。
                .phaseAnimator([0, -12, 12], trigger: attempts) { content, offset in
                    content.offset(x: offset)
                } animation: { _ in
                    .linear(duration: 0.08)
                }
        }
    }
}
