// Keep the level between 0 and 5.
struct ContentView: View {
    @State private var level = 0
    var body: some View {
        // TODO: a binding that clamps what it stores to 0...5.
        Stepper("Level \(level)", value: $level)
            .accessibilityIdentifier("level")
    }
}
