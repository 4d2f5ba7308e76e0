// A new accent re-runs Page, Card and Swatch. Make it re-run only Swatch, which shows it.
// 换一种强调色会让 Page、Card 和 Swatch 都重新执行。让它只重新执行显示这个颜色的 Swatch。
struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

// Swatch reads the key: when the value its ancestors wrote changes, its body runs (`_accent`).
// Swatch 读取了这个键：祖先写入的值变了，它的 body 就会执行（`_accent`）。
struct Swatch: View {
    @Environment(\.accentName) private var accent
    var body: some View {
        Text("Accent: \(accent)").accessibilityIdentifier("swatch")
    }
}

// Card and Page have no properties left: the parent builds equal values, SwiftUI skips their
// bodies, and the new environment flows through their nodes to the one view that reads it.
// Card 和 Page 已经没有属性了：父视图构建出的值相等，SwiftUI 跳过它们的 body，
// 新的环境穿过它们的节点，到达唯一读取它的那个视图。
struct Card: View {
    var body: some View {
        VStack {
            Text("Weekly report")
            Swatch()
        }
    }
}

struct Page: View {
    var body: some View {
        VStack {
            Text("Settings").font(.title)
            Card()
        }
    }
}

// The screen still reads the state, to write it into the environment, so it re-runs too.
// 页面仍然读取这个状态（为了把它写进环境），所以它也会重新执行。
struct ContentView: View {
    @State private var accent = "blue"
    var body: some View {
        VStack {
            Page()
            Button("Red") { accent = "red" }
            Button("Blue") { accent = "blue" }
        }
        .environment(\.accentName, accent)
    }
}
