// Identified by its position, a card hands its state to whichever card moves into that place. A
// subview's id comes from the content (the `if`, then each single view), so a ForEach over the
// subviews themselves keeps every card's state with its card.
// 按位置标识时，卡片的状态会交给移到这个位置上的那张卡片。子视图的 id 来自内容（那个 `if`，然后是每个单独的视图），
// 所以直接对子视图用 ForEach，就能让每张卡片的状态跟着它自己。
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
                ForEach(subviews) { subview in
                    subview
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
