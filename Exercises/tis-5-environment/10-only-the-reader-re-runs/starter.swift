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

struct Lamp: View {
    @Environment(\.nightMode) private var nightMode
    var body: some View {
        Text(nightMode ? "Lamp: dim" : "Lamp: bright")
    }
}

struct Clock: View {
    // Passed "in case the clock needs it one day".
    var nightMode: Bool
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
                // TODO: the environment already carries the night mode to whoever needs it.
                Clock(nightMode: night)
            }
            .environment(\.nightMode, night)
            Button("Night") { night.toggle() }
        }
    }
}
