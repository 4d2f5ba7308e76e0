// Like the first row twice, scroll away and back: what does it say?
// 给第一行点两次赞，滚走再滚回来：它显示什么？
struct Post: View {
    let number: Int
    @State private var likes = 0
    var body: some View {
        Button("Post \(number): \(likes) likes") { likes += 1 }
            .frame(height: 200)
            .accessibilityIdentifier("post\(number)")
    }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<20, id: \.self) { Post(number: $0) }
            }
        }
    }
}

// The node stayed, and so did its state.
// 节点一直都在，它的状态也一样。
let predictedLabel = "Post 0: 2 likes"
