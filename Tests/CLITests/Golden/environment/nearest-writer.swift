// Values flow down: the nearest writer wins, and within one chain the modifier closest to the view
// (TiS L2190–L2223; update-cycle-research.md §2.5). A learner's key reads its default until set.
enum AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct FontName: View {
    @Environment(\.font) private var font
    var body: some View { Text(font == .body ? "body" : "other") }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Title")
                .accessibilityIdentifier("title")
            FontName()
                .font(.body)
                .font(.caption)
        }
        .font(.title)
        .lineLimit(2)
        .environment(\.accent, .orange)
    }
}
