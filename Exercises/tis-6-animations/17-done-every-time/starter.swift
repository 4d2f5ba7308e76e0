// The completion should fire after every tap, not only the first.
// 完成回调应该在每次点按后触发，而不只是第一次。
struct ContentView: View {
    @State private var liked = false

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: liked ? "heart.fill" : "heart")
                .scaleEffect(liked ? 1.5 : 1)
                .animation(.snappy, value: liked)
                // TODO: this closure reads no state, so SwiftUI runs it only once.
                // TODO：这个闭包不读取任何状态，所以 SwiftUI 只运行它一次。
                .transaction { t in
                    t.addAnimationCompletion { print("settled") }
                }
            Button("Like") { liked.toggle() }
        }
    }
}
