// A new accent re-runs Page, Card and Swatch. Make it re-run only Swatch, which shows it.
// 换一种强调色会让 Page、Card 和 Swatch 都重新执行。让它只重新执行显示这个颜色的 Swatch。
struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    // The key is ready; nothing uses it yet.
    // 键已经准备好了，只是还没有谁用它。
    var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct Swatch: View {
    let accent: String
    var body: some View {
        Text("Accent: \(accent)").accessibilityIdentifier("swatch")
    }
}

// TODO: Page and Card only hand the accent on. Let it reach Swatch another way.
// TODO：Page 和 Card 只是把强调色往下传。换一种方式让它到达 Swatch。
struct Card: View {
    let accent: String
    var body: some View {
        VStack {
            Text("Weekly report")
            Swatch(accent: accent)
        }
    }
}

struct Page: View {
    let accent: String
    var body: some View {
        VStack {
            Text("Settings").font(.title)
            Card(accent: accent)
        }
    }
}

struct ContentView: View {
    @State private var accent = "blue"
    var body: some View {
        VStack {
            Page(accent: accent)
            Button("Red") { accent = "red" }
            Button("Blue") { accent = "blue" }
        }
    }
}
