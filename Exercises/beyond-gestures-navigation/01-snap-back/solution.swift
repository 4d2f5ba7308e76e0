// A card you can pull around, that springs home when you let go.
struct Card: View {
    // @GestureState holds a value only while its gesture is active: SwiftUI sets it back to
    // its initial value (.zero) when the gesture ends, and the card is drawn at home again.
    // (Keeping `@State` and writing `offset = .zero` in `.onEnded` works too.)
    @GestureState private var offset = CGSize.zero
    var body: some View {
        let _ = print("offset \(Int(offset.width)),\(Int(offset.height))")
        Text("Pull me")
            .padding(40)
            .background(.orange, in: RoundedRectangle(cornerRadius: 12))
            // offset moves only the drawing: the card's layout frame never leaves its place.
            .offset(offset)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    // Called once per move of the finger, with the translation from the start.
                    .updating($offset) { value, state, _ in state = value.translation }
            )
    }
}

#Preview { Card() }
