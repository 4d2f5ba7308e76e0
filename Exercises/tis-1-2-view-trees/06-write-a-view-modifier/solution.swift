// Card's body receives the modified view as `content`; the padding and background wrap it as if
// they had been written on each text.
// Card 的 body 以 `content` 的形式收到被修饰的视图；内边距和背景包住它，
// 就像直接写在每个文本上一样。
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(Color.teal)
    }
}

#Preview {
    VStack {
        Text("Favorite").modifier(Card())
        Text("Hello, World!").modifier(Card())
    }
}
