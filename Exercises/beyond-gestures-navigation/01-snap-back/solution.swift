// A card you can pull around, that springs home when you let go.
// 一张可以拖来拖去的卡片，松手时弹回原位。
struct Card: View {
    // @GestureState holds a value only while its gesture is active: SwiftUI sets it back to
    // its initial value (.zero) when the gesture ends, and the card is drawn at home again.
    // (Keeping `@State` and writing `offset = .zero` in `.onEnded` works too.)
    // @GestureState 只在它的手势进行时持有值：手势结束时，SwiftUI 把它设回初始值（.zero），
    // 卡片又画回原位。（保留 `@State` 并在 `.onEnded` 里写 `offset = .zero` 也可以。）
    @GestureState private var offset = CGSize.zero
    var body: some View {
        let _ = print("offset \(Int(offset.width)),\(Int(offset.height))")
        Text("Pull me")
            .padding(40)
            .background(.orange, in: RoundedRectangle(cornerRadius: 12))
            // offset moves only the drawing: the card's layout frame never leaves its place.
            // offset 只移动绘制：卡片的布局框架从不离开原位。
            .offset(offset)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    // Called once per move of the finger, with the translation from the start.
                    // 手指每移动一次调用一次，传入从起点算起的位移。
                    .updating($offset) { value, state, _ in state = value.translation }
            )
    }
}

#Preview { Card() }
