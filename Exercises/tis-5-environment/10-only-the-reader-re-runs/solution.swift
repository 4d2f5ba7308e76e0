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

// Lamp declares `@Environment(\.nightMode)`: it depends on that value, so when the value its
// ancestors set changes, its body runs again.
// Lamp 声明了 `@Environment(\.nightMode)`：它依赖这个值，所以当祖先设置的值变化时，
// 它的 body 会再次执行。
struct Lamp: View {
    @Environment(\.nightMode) private var nightMode
    var body: some View {
        Text(nightMode ? "Lamp: dim" : "Lamp: bright")
    }
}

// Clock has no properties: the parent builds an equal Clock every time and SwiftUI skips its
// body. The new environment passes through its node, but Clock reads no key that changed.
// Clock 没有属性：父视图每次都构建出一个相等的 Clock，SwiftUI 跳过它的 body。
// 新的环境会经过它的节点，但 Clock 没有读取任何变化了的键。
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
                // 如果时钟哪天需要夜间模式，它可以自己声明 `@Environment(\.nightMode)`：
                // 不需要一层层传参数。
                Clock()
            }
            .environment(\.nightMode, night)
            Button("Night") { night.toggle() }
        }
    }
}
