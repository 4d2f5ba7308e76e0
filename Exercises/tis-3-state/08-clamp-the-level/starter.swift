// Keep the level between 0 and 5.
// 让等级保持在 0 到 5 之间。
struct ContentView: View {
    @State private var level = 0
    var body: some View {
        // TODO: a binding that clamps what it stores to 0...5.
        // TODO：一个把存入的值限制在 0...5 之内的绑定。
        Stepper("Level \(level)", value: $level)
            .accessibilityIdentifier("level")
    }
}
