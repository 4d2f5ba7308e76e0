// The completion should fire after every tap, not only the first.
// 完成回调应该在每次点按后触发，而不只是第一次。
struct ContentView: View {
    @State private var liked = false

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: liked ? "heart.fill" : "heart")
                .scaleEffect(liked ? 1.5 : 1)
                .animation(.snappy, value: liked)
                // With a value, the closure runs whenever `liked` changes, so every tap's
                // transaction gets its own completion.
                // 有了值，`liked` 每次变化时闭包都会运行，所以每次点按的事务都有自己的完成回调。
                .transaction(value: liked) { t in
                    t.addAnimationCompletion { print("settled") }
                }
            Button("Like") { liked.toggle() }
        }
    }
}
