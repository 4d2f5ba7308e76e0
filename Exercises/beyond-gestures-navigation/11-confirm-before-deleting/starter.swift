// An inbox whose "Delete all" asks before it deletes anything.
// 一个收件箱，它的 "Delete all" 在删除任何东西之前都会先询问。
struct Inbox: View {
    @State private var messages = 12
    var body: some View {
        VStack {
            Text("\(messages) messages").accessibilityIdentifier("count")
            // TODO: ask first, in an alert with a destructive "Delete" button and a "Cancel" button.
            // TODO：先询问，用一个带有破坏性的 "Delete" 按钮和 "Cancel" 按钮的警告框。
            Button("Delete all") { messages = 0 }
        }
    }
}

#Preview { Inbox() }
