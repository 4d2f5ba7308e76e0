// A card you can pull around, that springs home when you let go.
// 一张可以拖来拖去的卡片，松手时弹回原位。
struct Card: View {
    @State private var offset = CGSize.zero
    var body: some View {
        let _ = print("offset \(Int(offset.width)),\(Int(offset.height))")
        Text("Pull me")
            .padding(40)
            .background(.orange, in: RoundedRectangle(cornerRadius: 12))
            .offset(offset)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    // TODO: when the finger lifts, the card should go back to where it started.
                    // TODO：手指抬起时，卡片应该回到它开始的地方。
            )
    }
}

#Preview { Card() }
