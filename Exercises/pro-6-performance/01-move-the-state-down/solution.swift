// Typing a message re-runs the whole chat screen. Make it re-run only the composer.
// 输入消息时整个聊天页面都重新执行了。让它只重新执行输入区。
struct Bubble: View {
    let text: String
    var body: some View {
        Text(text).padding(6)
    }
}

// The draft is read only here (the counter), so a keystroke invalidates only this body.
// The screen's body, with its list of bubbles, no longer reads the draft and is left alone.
// 草稿只在这里被读取（计数），所以每次按键只会让这个 body 失效。
// 页面的 body（连同那一列气泡）不再读取草稿，也就不会被重新执行。
struct Composer: View {
    @Binding var messages: [String]
    @State private var draft = ""

    var body: some View {
        TextField("Message", text: $draft).accessibilityIdentifier("draft")
        Text("\(draft.count)/40").accessibilityIdentifier("counter")
        // Sending writes the parent's state through the binding: only then does the screen re-run.
        // 发送时通过绑定写入父视图的状态：只有这时页面才会重新执行。
        Button("Send") {
            messages.append(draft)
            draft = ""
        }
    }
}

struct ContentView: View {
    @State private var messages = ["Lunch?", "Sure", "12:30 at Rosa's?"]

    var body: some View {
        VStack {
            VStack {
                ForEach(messages, id: \.self) { Bubble(text: $0) }
            }
            .accessibilityIdentifier("messages")
            Composer(messages: $messages)
        }
    }
}
