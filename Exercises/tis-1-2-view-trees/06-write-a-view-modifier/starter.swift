// Write Card and apply it to both texts.
// 写出 Card，并把它应用到两个文本上。
// TODO: declare `struct Card: ViewModifier` and use `.modifier(Card())` on each text.
// TODO：声明 `struct Card: ViewModifier`，并在每个文本上使用 `.modifier(Card())`。
#Preview {
    VStack {
        Text("Favorite")
        Text("Hello, World!")
    }
}
