// Write Card and apply it to both texts.
// TODO: declare `struct Card: ViewModifier` and use `.modifier(Card())` on each text.
#Preview {
    VStack {
        Text("Favorite")
        Text("Hello, World!")
    }
}
