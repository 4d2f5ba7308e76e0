// Greet the member by name, and a visitor without an account as "Guest".
// 用名字问候会员，把没有账户的访客称为 "Guest"。
@Observable final class Account {
    var name = "Mara"
}

struct Greeting: View {
    // Declared optional, `@Environment(Account.self)` reads nil when no ancestor wrote
    // `.environment(someAccount)`, instead of stopping the app as the non-optional form does.
    // 声明为可选值后，如果没有祖先写入 `.environment(someAccount)`，
    // `@Environment(Account.self)` 读到的是 nil，而不会像非可选形式那样让应用停止。
    @Environment(Account.self) private var account: Account?
    var body: some View {
        // Reading `account.name` here makes the greeting observe the name: "Full name" re-runs it.
        // 在这里读取 `account.name`，问候语就会观察这个名字："Full name" 会让它重新执行。
        Text("Hi, \(account?.name ?? "Guest")")
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

            // No `.environment(account)` above this Greeting: the same view, without an account.
            // 这个 Greeting 上方没有 `.environment(account)`：同一个视图，没有账户。
            VStack {
                Text("Lobby").font(.headline)
                Greeting().accessibilityIdentifier("visitor")
            }
        }
    }
}
