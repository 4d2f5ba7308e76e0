// "Next" should push the next quote in; today only the text changes.
// "Next" 应该把下一句名言推进来；现在只是文字变了。
struct ContentView: View {
    private let quotes = ["Make it work.", "Make it right.", "Make it fast."]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 20) {
            Text(quotes[index])
                .font(.title2)
                // TODO: the same Text with a new string is not a new view.
                // TODO：字符串变了的同一个 Text 并不是一个新视图。
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
