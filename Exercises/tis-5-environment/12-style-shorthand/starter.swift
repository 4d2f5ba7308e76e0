// Give TagButtonStyle a shorthand so that `.buttonStyle(.tag)` reads like a built-in style.
struct TagButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.mint))
    }
}

// TODO: add a static `tag` to ButtonStyle, for the case where Self is TagButtonStyle,
// and use `.buttonStyle(.tag)` below instead of the built-in `.bordered`.

#Preview {
    HStack {
        Button("swift") { }
            .accessibilityIdentifier("swift")
        Button("layout") { }
            .accessibilityIdentifier("layout")
    }
    .buttonStyle(.bordered)
}
