// Thirty rows, four on screen: only those four load.
// 三十行，屏幕上有四行：只有这四行会加载。
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
            LazyVStack {
                ForEach(0..<30, id: \.self) { FeedRow(number: $0) }
            }
        }
    }
}
