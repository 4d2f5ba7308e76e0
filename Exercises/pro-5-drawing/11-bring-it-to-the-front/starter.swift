// A hand of three cards fanned out; the selected one should be drawn in front.
// 扇形展开的三张手牌；选中的那张应该画在前面。
struct ContentView: View {
    let cards: [Color] = [.red, .green, .blue]
    let selected = 0

    var body: some View {
        ZStack {
            ForEach(0..<3) { i in
                RoundedRectangle(cornerRadius: 8)
                    .fill(cards[i])
                    .frame(width: 80, height: 110)
                    .offset(x: Double(i - 1) * 40)
                    // TODO: the selected card should be drawn over its neighbours.
                    // TODO：选中的牌应该画在相邻的牌上面。
            }
        }
        .accessibilityIdentifier("hand")
    }
}
