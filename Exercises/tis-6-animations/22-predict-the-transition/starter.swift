// Predict how the card comes and goes; do not change the code.
// 预测卡片怎样出现、怎样消失；不要改代码。
struct ContentView: View {
    @State private var showCard = false

    var body: some View {
        VStack(spacing: 20) {
            Button("Card") {
                withAnimation { showCard.toggle() }
            }
            if showCard {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .frame(width: 160, height: 100)
                    .accessibilityIdentifier("card")
                    .transition(
                        .scale.combined(with: .asymmetric(insertion: .move(edge: .top), removal: .opacity))
                    )
            }
        }
    }
}

// TODO: a letter for each: "a", "b", "c" or "d".
// TODO：各填一个字母："a"、"b"、"c" 或 "d"。
let insertion = ""
let removal = ""
