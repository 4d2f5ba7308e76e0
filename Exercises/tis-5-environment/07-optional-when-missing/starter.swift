// Greet the member by name, and a visitor without an account as "Guest".
// 用名字问候会员，把没有账户的访客称为 "Guest"。
@Observable final class Account {
    var name = "Mara"
}

struct Greeting: View {
    // TODO: read the Account from the environment; show "Hi, Guest" only when no ancestor provides one.
    // TODO：从环境中读取 Account；只有在没有祖先提供它时才显示 "Hi, Guest"。
    var body: some View {
        Text("Hi, Guest")
    }
}

struct ContentView: View {
    @State private var account = Account()
    var body: some View {
        VStack(spacing: 24) {
            VStack {
                Text("Members' lounge").font(.headline)
                Greeting().accessibilityIdentifier("member")
                Button("Full name") { account.name = "Mara Lind" }
            }
            .environment(account)

            VStack {
                Text("Lobby").font(.headline)
                Greeting().accessibilityIdentifier("visitor")
            }
        }
    }
}
