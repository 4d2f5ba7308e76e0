// Greet the member by name, and a visitor without an account as "Guest".
@Observable final class Account {
    var name = "Mara"
}

struct Greeting: View {
    // Declared optional, `@Environment(Account.self)` reads nil when no ancestor wrote
    // `.environment(someAccount)`, instead of stopping the app as the non-optional form does.
    @Environment(Account.self) private var account: Account?
    var body: some View {
        // Reading `account.name` here makes the greeting observe the name: "Full name" re-runs it.
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
            VStack {
                Text("Lobby").font(.headline)
                Greeting().accessibilityIdentifier("visitor")
            }
        }
    }
}
