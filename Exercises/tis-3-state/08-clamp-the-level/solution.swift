// Keep the level between 0 and 5.
// 让等级保持在 0 到 5 之间。
struct ContentView: View {
    @State private var level = 0
    var body: some View {
        Stepper("Level \(level)", value: Binding(get: { level }, set: { level = min(max($0, 0), 5) }))
            .accessibilityIdentifier("level")
    }
}
