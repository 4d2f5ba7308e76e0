// Cards in a row: each card counts its own taps.
// 一排卡片：每张卡片记录自己被点了几次。
struct Tally: View {
    var name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
            .accessibilityIdentifier(name)
    }
}

struct Cards<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            HStack {
                // TODO: a card's count must stay with its card when a card is added in front of it.
                // TODO：前面加了一张卡片时，每张卡片的计数必须跟着它自己。
                ForEach(0..<subviews.count, id: \.self) { index in
                    subviews[index]
                        .padding(8)
                        .border(Color.gray)
                }
            }
        }
    }
}

struct Board: View {
    @State private var showsNew = false

    var body: some View {
        VStack {
            Toggle("New card", isOn: $showsNew)
            Cards {
                if showsNew {
                    Tally(name: "New")
                }
                Tally(name: "Ada")
                Tally(name: "Bo")
            }
        }
    }
}

#Preview { Board() }
