// "Next" should push the next quote in; today only the text changes.
// "Next" 应该把下一句名言推进来；现在只是文字变了。
struct ContentView: View {
    private let quotes = ["Make it work.", "Make it right.", "Make it fast."]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 20) {
            Text(quotes[index])
                .font(.title2)
                // A new id is a new identity: the old quote is removed and the new one inserted,
                // and the animated transaction runs the push transition for both.
                // 新的 id 就是新的身份标识：旧名言被移除，新名言被插入，带动画的事务为两者运行推入过渡。
                .id(index)
                .transition(.push(from: .trailing))
                .accessibilityIdentifier("quote")
            Button("Next") {
                withAnimation(.easeInOut) {
                    index = (index + 1) % quotes.count
                }
            }
        }
    }
}
