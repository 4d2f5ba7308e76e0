// A failed sign-in shakes the button; at rest it should be in its place.
// 登录失败会让按钮抖动；静止时它应该待在原位。
struct ContentView: View {
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Wrong password")
            Button("Sign in") { attempts += 1 }
                .accessibilityIdentifier("button")
                // TODO: the first phase is where the button rests.
                // TODO：第一个阶段就是按钮静止的地方。
                .phaseAnimator([-12, 12], trigger: attempts) { content, offset in
                    content.offset(x: offset)
                } animation: { _ in
                    .linear(duration: 0.08)
                }
        }
    }
}
