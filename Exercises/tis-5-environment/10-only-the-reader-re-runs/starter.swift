// When night falls, re-run only the view that reads the night mode.
// 夜晚来临时，只重新执行读取夜间模式的视图。
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
    // 传进来是“以防时钟哪天需要它”。
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
                // TODO：环境已经把夜间模式带给了需要它的视图。
                Clock(nightMode: night)
            }
            .environment(\.nightMode, night)
            Button("Night") { night.toggle() }
        }
    }
}
