// Give TagButtonStyle a shorthand so that `.buttonStyle(.tag)` reads like a built-in style.
struct TagButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.mint))
    }
}

// `.buttonStyle(_:)` takes `some ButtonStyle`. Writing `.tag` there makes Swift look for a static
// member on ButtonStyle; the `where Self == TagButtonStyle` clause says which concrete type that
// member belongs to, so the shorthand is only offered where a ButtonStyle is expected. It builds
// the very same style value: the type stays ButtonStyleModifier<TagButtonStyle>.
extension ButtonStyle where Self == TagButtonStyle {
    static var tag: TagButtonStyle { TagButtonStyle() }
}

#Preview {
    HStack {
        Button("swift") { }
            .accessibilityIdentifier("swift")
        Button("layout") { }
            .accessibilityIdentifier("layout")
    }
    .buttonStyle(.tag)
}
