// An icon picker: each tap on "Next" should slide the old icon out and the new one in.
// 一个图标选择器：每点一次 "Next"，旧图标滑出，新图标滑入。
let symbols = ["star", "heart", "bolt", "leaf"]

struct ContentView: View {
    @State private var index = 0

    var body: some View {
        VStack(spacing: 20) {
            // TODO: the transition never runs. Make each symbol a new view.
            // 待办：这个过渡从来不运行。让每个符号都成为一个新视图。
            Image(systemName: symbols[index])
                .font(.largeTitle)
                .transition(.slide)
                .accessibilityIdentifier("icon")
            Button("Next") {
                withAnimation(.easeInOut(duration: 1)) {
                    index = (index + 1) % symbols.count
                }
            }
        }
    }
}
