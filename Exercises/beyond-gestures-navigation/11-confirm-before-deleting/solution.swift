// An inbox whose "Delete all" asks before it deletes anything.
// 一个收件箱，它的 "Delete all" 在删除任何东西之前都会先询问。
struct Inbox: View {
    @State private var messages = 12
    // Whether the alert is showing is state too: the button only sets it.
    // 警告框是否显示也是状态：按钮只是设置它。
    @State private var confirming = false
    var body: some View {
        VStack {
            Text("\(messages) messages").accessibilityIdentifier("count")
            Button("Delete all") { confirming = true }
        }
        // The alert reads `confirming` through the binding; tapping any of its buttons sets it
        // back to false, then runs that button's action. Only "Delete" deletes.
        // 警告框通过绑定读取 `confirming`；点按它的任何一个按钮都会把它设回 false，
        // 然后执行那个按钮的动作。只有 "Delete" 会删除。
        .alert("Delete all messages?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { messages = 0 }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#Preview { Inbox() }
