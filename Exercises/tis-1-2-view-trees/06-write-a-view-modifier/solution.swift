// Card's body receives the modified view as `content`; the padding and background wrap it as if
// they had been written on each text.
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
