// A hand of three cards fanned out; the selected one should be drawn in front.
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
                    .zIndex(i == selected ? 1 : 0)
            }
        }
        .accessibilityIdentifier("hand")
    }
}
