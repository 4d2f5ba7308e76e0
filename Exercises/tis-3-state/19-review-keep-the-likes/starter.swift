// Review of chapters 1–3: a like button that counts, keeps its count when the screen switches to
// compact, and is filled behind its padding.
// 第 1–3 章复习：一个会计数的点赞按钮，屏幕切换到紧凑模式时保住计数，填充色铺在内边距后面。

struct LikeButton: View {
    var compact: Bool
    // TODO: a tap should add a like, and the count should survive the Compact toggle.
    // TODO：点一下加一个赞，而且计数在切换 Compact 后还在。
    var likes = 0

    var body: some View {
        Button(compact ? "\(likes)" : "Likes: \(likes)") {}
            .background(Color.pink)
            .padding(8)
            .accessibilityIdentifier("like")
    }
}

struct ContentView: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
                .accessibilityIdentifier("compact")
            if compact {
                LikeButton(compact: true)
            } else {
                LikeButton(compact: false)
            }
        }
    }
}
