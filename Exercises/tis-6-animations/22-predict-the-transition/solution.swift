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

// `.scale` applies in both directions. The asymmetric part adds `.move(edge: .top)` to the
// insertion only and `.opacity` to the removal only: the card grows while it drops in from the
// top, and shrinks while it fades out. (Nothing fades in: `.opacity` is not in the insertion.)
// `.scale` 在两个方向上都起作用。不对称的部分只给插入加上 `.move(edge: .top)`，只给移除加上 `.opacity`：
// 卡片一边变大一边从上方落进来，一边缩小一边淡出。（没有淡入：插入里没有 `.opacity`。）
let insertion = "a"
let removal = "c"
