// The pre-iOS 17 preview form (TiS L2600–L2612): an override set closer to the view wins over the
// helper that injects every dependency.
final class Account: ObservableObject {
    @Published var owner = "Ada"
    static func sample() -> Account { let a = Account(); a.owner = "Sample"; return a }
}

final class Settings: ObservableObject {}

extension View {
    func injectDependencies() -> some View {
        environmentObject(Account())
            .environmentObject(Settings())
    }
}

struct Greeting: View {
    @EnvironmentObject var account: Account
    var body: some View { Text("Hi, \(account.owner)") }
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting()
            .environmentObject(Account.sample())
            .injectDependencies()
    }
}
