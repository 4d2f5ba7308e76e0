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

// `.buttonStyle(_:)` takes `some ButtonStyle`. Writing `.tag` there makes Swift look for a static
// member on ButtonStyle; the `where Self == TagButtonStyle` clause says which concrete type that
// member belongs to, so the shorthand is only offered where a ButtonStyle is expected. It builds
// the very same style value: the type stays ButtonStyleModifier<TagButtonStyle>.
// `.buttonStyle(_:)` 接受 `some ButtonStyle`。
// 在那里写 `.tag` 会让 Swift 在 ButtonStyle 上查找静态成员；
// `where Self == TagButtonStyle` 子句说明这个成员属于哪个具体类型，
// 所以只有在需要 ButtonStyle 的地方才能用这个简写。它构建的是完全相同的样式值：
// 类型仍然是 ButtonStyleModifier<TagButtonStyle>。
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
