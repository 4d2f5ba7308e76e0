// An icon picker: each tap on "Next" should slide the old icon out and the new one in.
// 一个图标选择器：每点一次 "Next"，旧图标滑出，新图标滑入。
let symbols = ["star", "heart", "bolt", "leaf"]

struct ContentView: View {
    @State private var index = 0

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: symbols[index])
                .font(.largeTitle)
                .transition(.slide)
                // A transition runs only when a view is inserted or removed. Without an id, a
                // new symbol is the same Image with a new value: nothing comes or goes, so
                // .slide never runs. The index as the id makes every symbol a view of its own.
                // 过渡只在视图被插入或移除时运行。没有 id 时，新符号只是同一个 Image 换了个值：
                // 没有视图来去，.slide 永远不会运行。把 index 当作 id，每个符号就是一个独立的视图。
                .id(index)
                .accessibilityIdentifier("icon")
            Button("Next") {
                withAnimation(.easeInOut(duration: 1)) {
                    index = (index + 1) % symbols.count
                }
            }
        }
    }
}
