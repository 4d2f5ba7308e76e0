// Typing a message re-runs the whole chat screen. Make it re-run only the composer.
// 输入消息时整个聊天页面都重新执行了。让它只重新执行输入区。
struct Bubble: View {
    let text: String
    var body: some View {
        Text(text).padding(6)
    }
}

struct ContentView: View {
    @State private var messages = ["Lunch?", "Sure", "12:30 at Rosa's?"]
    // TODO: move the draft, the field, the counter and the Send button into a `Composer` view.
    // TODO：把草稿、输入框、计数和 Send 按钮搬进一个 `Composer` 视图。
    @State private var draft = ""

    var body: some View {
        VStack {
            VStack {
                ForEach(messages, id: \.self) { Bubble(text: $0) }
            }
            .accessibilityIdentifier("messages")
            TextField("Message", text: $draft).accessibilityIdentifier("draft")
            Text("\(draft.count)/40").accessibilityIdentifier("counter")
            Button("Send") {
                messages.append(draft)
                draft = ""
            }
        }
    }
}
