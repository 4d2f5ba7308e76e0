// Review of chapters 1–3: a like button that counts, keeps its count when the screen switches to
// compact, and is filled behind its padding.
// 第 1–3 章复习：一个会计数的点赞按钮，屏幕切换到紧凑模式时保住计数，填充色铺在内边距后面。

struct LikeButton: View {
    var compact: Bool
    // Chapter 3: state lives in the view's node, which a re-created `LikeButton` value keeps.
    // 第 3 章：状态保存在视图的节点里，重新创建的 `LikeButton` 值仍然沿用这个节点。
    @State private var likes = 0

    var body: some View {
        Button(compact ? "\(likes)" : "Likes: \(likes)") { likes += 1 }
            // Chapter 1: each modifier wraps what is above it; the background after the padding
            // is proposed the padded size and fills it.
            // 第 1 章：每个修饰器包住它上面的内容；写在内边距之后的背景拿到加了内边距的尺寸并填满它。
            .padding(8)
            .background(Color.pink)
            .accessibilityIdentifier("like")
    }
}

struct ContentView: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
                .accessibilityIdentifier("compact")
            // Chapter 2: one view whose parameter changes keeps its identity, and so its state;
            // an `if`/`else` would make two views, the second one starting at 0.
            // 第 2 章：参数变化的同一个视图保持它的标识，所以状态也在；`if`/`else` 会变成两个视图，
            // 第二个从 0 开始。
            LikeButton(compact: compact)
        }
    }
}
