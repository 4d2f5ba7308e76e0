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

// The helper is a plain method on View that returns the view wrapped in an environment writer.
// Callers write `.cardTint("teal")` and never see the key path; `.font(_:)` is the same kind
// of shorthand for `.environment(\.font, …)`. The returned type is still
// ModifiedContent<Self, _EnvironmentKeyWritingModifier<String>>: the helper adds no node of its own.
// 这个辅助方法是 View 上的一个普通方法，它返回被环境写入者包起来的视图。
// 调用者写 `.cardTint("teal")`，永远看不到键路径；
// `.font(_:)` 也是 `.environment(\.font, …)` 的同类简写。
// 返回的类型仍然是 ModifiedContent<Self, _EnvironmentKeyWritingModifier<String>>：
// 这个辅助方法没有添加自己的节点。
extension View {
    func cardTint(_ tint: String) -> some View {
        environment(\.cardTint, tint)
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
            // Nearer to this card than the stack's "sand", so this card reads "teal".
            // 它比堆栈上的 "sand" 离这张卡片更近，所以这张卡片读到 "teal"。
            MenuCard(title: "Specials")
                .cardTint("teal")
                .accessibilityIdentifier("specials")
            MenuCard(title: "Hours")
                .accessibilityIdentifier("hours")
            MenuCard(title: "Events")
                .accessibilityIdentifier("events")
        }
        .cardTint("sand")     // every card in the stack, unless a nearer writer says otherwise
                              // 堆栈里的每张卡片，除非有更近的写入者另有指定
    }
}
