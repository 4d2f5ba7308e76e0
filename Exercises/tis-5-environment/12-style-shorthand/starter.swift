// Give TagButtonStyle a shorthand so that `.buttonStyle(.tag)` reads like a built-in style.
// 给 TagButtonStyle 一个简写，让 `.buttonStyle(.tag)` 读起来像内置样式。
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
// TODO：给 ButtonStyle 添加一个静态的 `tag`（用于 Self 是 TagButtonStyle 的情况），
// 并在下面用 `.buttonStyle(.tag)` 代替内置的 `.bordered`。

#Preview {
    HStack {
        Button("swift") { }
            .accessibilityIdentifier("swift")
        Button("layout") { }
            .accessibilityIdentifier("layout")
    }
    .buttonStyle(.bordered)
}
