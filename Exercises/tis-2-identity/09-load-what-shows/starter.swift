// Thirty rows, four on screen: how many load?
// 三十行，屏幕上有四行：会加载多少行？
struct FeedRow: View {
    let number: Int
    var body: some View {
        Text("Post \(number)")
            .frame(height: 120)
            .onAppear { print("load \(number)") }
    }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            // TODO: load each row when it comes on screen.
            // TODO：每一行出现在屏幕上时再加载它。
            VStack {
                ForEach(0..<30, id: \.self) { FeedRow(number: $0) }
            }
        }
    }
}
