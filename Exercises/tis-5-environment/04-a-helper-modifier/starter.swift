// Write `.cardTint(_:)`, a helper that puts a tint into the environment, the way `.font` does.
// 写出 `.cardTint(_:)`：一个像 `.font` 那样把色调放进环境的辅助方法。
struct CardTintKey: EnvironmentKey {
    static let defaultValue = "gray"
}

extension EnvironmentValues {
    var cardTint: String {
        get { self[CardTintKey.self] }
        set { self[CardTintKey.self] = newValue }
    }
}

extension View {
    func cardTint(_ tint: String) -> some View {
        // TODO: write `tint` into the environment for this view and everything inside it.
        // TODO：为这个视图和它里面的一切把 `tint` 写进环境。
        self
    }
}

struct MenuCard: View {
    var title: String
    @Environment(\.cardTint) private var tint
    var body: some View {
        Text("\(title) · \(tint)")
            .padding(8)
            .background(tint == "teal" ? Color.teal : Color.yellow)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 10) {
            // TODO: give the Specials card its own tint, "teal", with the helper.
            // TODO：用这个辅助方法给 Specials 卡片它自己的色调 "teal"。
            MenuCard(title: "Specials")
                .accessibilityIdentifier("specials")
            MenuCard(title: "Hours")
                .accessibilityIdentifier("hours")
            MenuCard(title: "Events")
                .accessibilityIdentifier("events")
        }
        .cardTint("sand")
    }
}
