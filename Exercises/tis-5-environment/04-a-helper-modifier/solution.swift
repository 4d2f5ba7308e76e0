// Write `.cardTint(_:)`, a helper that puts a tint into the environment, the way `.font` does.
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
            MenuCard(title: "Specials")
                .cardTint("teal")
                .accessibilityIdentifier("specials")
            MenuCard(title: "Hours")
                .accessibilityIdentifier("hours")
            MenuCard(title: "Events")
                .accessibilityIdentifier("events")
        }
        .cardTint("sand")     // every card in the stack, unless a nearer writer says otherwise
    }
}
