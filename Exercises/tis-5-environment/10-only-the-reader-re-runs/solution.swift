// When night falls, re-run only the view that reads the night mode.
struct NightModeKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var nightMode: Bool {
        get { self[NightModeKey.self] }
        set { self[NightModeKey.self] = newValue }
    }
}

// Lamp declares `@Environment(\.nightMode)`: it depends on that value, so when the value its
// ancestors set changes, its body runs again.
struct Lamp: View {
    @Environment(\.nightMode) private var nightMode
    var body: some View {
        Text(nightMode ? "Lamp: dim" : "Lamp: bright")
    }
}

// Clock has no properties: the parent builds an equal Clock every time and SwiftUI skips its
// body. The new environment passes through its node, but Clock reads no key that changed.
struct Clock: View {
    var body: some View {
        Text("07:30").monospacedDigit()
    }
}

struct ContentView: View {
    @State private var night = false
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Lamp().accessibilityIdentifier("lamp")
                // Should the clock ever need the night mode, it can declare
                // `@Environment(\.nightMode)` itself: no parameter to thread through.
                Clock()
            }
            .environment(\.nightMode, night)
            Button("Night") { night.toggle() }
        }
    }
}
