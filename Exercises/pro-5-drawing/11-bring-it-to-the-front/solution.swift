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
                    // A ZStack draws higher z-indexes later, whatever their place in the list;
                    // equal ones (the other cards, at 0) keep the list's order. The order and
                    // the offsets stay as they were, so only the overlap changes.
                    // ZStack 会把 z-index 更高的画在后面，不管它们在列表中的位置；
                    // 相等的（其他的牌，都是 0）保持列表中的顺序。顺序和偏移都没变，
                    // 所以只有重叠关系改变了。
                    .zIndex(i == selected ? 1 : 0)
            }
        }
        .accessibilityIdentifier("hand")
    }
}
